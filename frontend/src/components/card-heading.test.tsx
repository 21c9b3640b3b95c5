import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UsersPanel } from '@/features/room/components/users-panel';
import { CardHeading } from './card-heading';

describe('CardHeading', () => {
  it('is an h2 with the icon beside it and an optional sentence under it', () => {
    render(<CardHeading icon={<span data-testid="icon" />} title="Removed (2)" description="They cannot rejoin until you let them back in." />);
    const heading = screen.getByRole('heading', { level: 2, name: 'Removed (2)' });
    expect(heading.previousElementSibling).toBe(screen.getByTestId('icon'));
    expect(screen.getByText('They cannot rejoin until you let them back in.')).toBeInTheDocument();
  });

  it("heads the room's Active Users card", () => {
    const { container } = render(
      <UsersPanel
        users={[{ userId: 1, displayName: 'Rita', isGuest: false, isOwner: true, online: true, lastActive: '2026-11-24T12:00:00.000Z', noPhone: false }]}
        owner={false}
        myUserId={1}
        onBoot={() => undefined}
      />,
    );
    expect(within(container).getByRole('heading', { level: 2, name: 'Active Users (1)' })).toBeInTheDocument();
  });
});
