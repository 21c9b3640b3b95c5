import { describe, expect, it } from 'vitest';
import { getStoredUser, isAdmin, setStoredUser } from './storage';

describe('the stored user', () => {
  it("keeps exactly the stored user's fields, and clears a corrupt entry", () => {
    setStoredUser({ userId: 3, displayName: 'Ana', username: 'ana', subscriptionTier: 2, role: 'user', isGuest: false, roomId: 'x' } as never);
    expect(JSON.parse(localStorage.getItem('karaoke-party-user')!)).toEqual({
      userId: 3,
      displayName: 'Ana',
      username: 'ana',
      subscriptionTier: 2,
      role: 'user',
      isGuest: false,
    });
    localStorage.setItem('karaoke-party-user', '{"userId":"3"');
    expect(getStoredUser()).toBeNull();
    expect(localStorage.getItem('karaoke-party-user')).toBeNull();
  });

  it('opens the back office by the admin role, one rule for the button and the access', () => {
    expect(isAdmin({ role: 'admin', isGuest: false })).toBe(true);
    expect(isAdmin({ role: 'user', isGuest: false })).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
});
