import { describe, expect, it } from 'vitest';
import { guestAddress, guestLink, inviteBase, isLoopbackHost } from './invite-link';

const at = (url: string) => {
  const u = new URL(url);
  return { protocol: u.protocol, hostname: u.hostname, port: u.port, origin: u.origin };
};

describe('inviteBase', () => {
  it("swaps localhost for the machine's Wi-Fi address, on the page's port", () => {
    expect(inviteBase(at('http://localhost:3000/room/x'), { publicUrl: null, lanAddress: '192.168.1.23' })).toEqual({
      origin: 'http://192.168.1.23:3000',
      reach: 'lan',
    });
    expect(inviteBase(at('http://127.0.0.1/'), { publicUrl: null, lanAddress: '10.0.0.7' })).toEqual({ origin: 'http://10.0.0.7', reach: 'lan' });
    expect(inviteBase(at('http://[::1]:8080/'), { publicUrl: null, lanAddress: '10.0.0.7' }).origin).toBe('http://10.0.0.7:8080');
  });

  it('says phones cannot reach a localhost page when the machine has no local address', () => {
    expect(inviteBase(at('http://localhost:3000/'), { publicUrl: null, lanAddress: null })).toEqual({ origin: 'http://localhost:3000', reach: 'unreachable' });
  });

  it('uses PUBLIC_URL wherever the page was opened', () => {
    const answer = { publicUrl: 'https://karaoke.example.com', lanAddress: null };
    expect(inviteBase(at('http://localhost:3000/'), answer)).toEqual({ origin: 'https://karaoke.example.com', reach: 'public' });
    expect(inviteBase(at('http://192.168.1.23:3000/'), answer)).toEqual({ origin: 'https://karaoke.example.com', reach: 'public' });
  });

  it("keeps a page's own address when phones can reach it, or while the server has not said", () => {
    expect(inviteBase(at('http://192.168.1.23:3000/'), { publicUrl: null, lanAddress: null })).toEqual({ origin: 'http://192.168.1.23:3000', reach: 'here' });
    expect(inviteBase(at('http://localhost:3000/'), undefined)).toEqual({ origin: 'http://localhost:3000', reach: 'here' });
  });
});

describe('isLoopbackHost', () => {
  it.each(['localhost', 'LOCALHOST', 'party.localhost', '127.0.0.1', '127.8.9.10', '[::1]', '::1'])('%s is this machine only', (host) =>
    expect(isLoopbackHost(host)).toBe(true),
  );
  it.each(['192.168.1.23', 'karaoke.example.com', 'localhost.example.com', '10.0.0.127'])('%s is not', (host) => expect(isLoopbackHost(host)).toBe(false));
});

describe('guestLink and guestAddress', () => {
  it('point at the guest join page of the base', () => {
    expect(guestLink('K7 PX', 'http://192.168.1.23:3000')).toBe('http://192.168.1.23:3000/guest?code=K7%20PX');
    expect(guestAddress('http://192.168.1.23:3000')).toBe('192.168.1.23:3000/guest');
    expect(guestAddress('https://karaoke.example.com')).toBe('karaoke.example.com/guest');
  });
});
