import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/test/api';
import { LANGUAGE_STORAGE_KEY, PSEUDO } from '@/i18n/i18n';
import { resend, turnOff, turnOn } from './subscribe';

const PUBLIC_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const SUBSCRIPTION = { endpoint: 'https://push.example.com/send/abc', expirationTime: null, keys: { p256dh: 'BPub', auth: 'c2VjcmV0' } };

/** A browser with the Push API: `permission` is what the person answers. */
function browser(permission: NotificationPermission, existing: boolean = false) {
  const subscription = { ...SUBSCRIPTION, toJSON: () => SUBSCRIPTION, unsubscribe: vi.fn(() => Promise.resolve(true)) };
  const pushManager = {
    getSubscription: vi.fn(() => Promise.resolve(existing ? subscription : null)),
    subscribe: vi.fn((_options: PushSubscriptionOptionsInit) => Promise.resolve(subscription)),
  };
  const registration = { pushManager };
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn(() => Promise.resolve(permission)) });
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: { ready: Promise.resolve(registration), getRegistration: () => Promise.resolve(registration) } });
  return { pushManager, subscription };
}

afterEach(() => vi.unstubAllGlobals());

describe("Notify me when it's my turn", () => {
  it('asks only on the tap, subscribes with the server key, and hands the subscription to the server', async () => {
    const { pushManager } = browser('granted');
    const calls = mockApi((method, url) => {
      if (method === 'GET' && url === '/api/push/key') return json(200, { publicKey: PUBLIC_KEY });
      if (method === 'PUT' && url === '/api/push/subscription') return json(200, { subscribed: true });
      return undefined;
    });
    const toast = vi.fn();
    expect(Notification.requestPermission).not.toHaveBeenCalled();
    expect(await turnOn(toast)).toBe(true);
    expect(Notification.requestPermission).toHaveBeenCalledTimes(1);
    const options = pushManager.subscribe.mock.calls[0][0];
    expect(options.userVisibleOnly).toBe(true);
    const key = options.applicationServerKey as Uint8Array;
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
    expect(calls.at(-1)).toEqual({ method: 'PUT', url: '/api/push/subscription', body: { ...SUBSCRIPTION, language: 'en' } });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "You'll be notified" }));
  });

  it("hands the server the person's language, which the notices are worded in, again when it changes", async () => {
    browser('granted', true);
    const calls = mockApi((method, url) => (method === 'PUT' && url === '/api/push/subscription' ? json(200, { subscribed: true }) : undefined));
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    try {
      expect(await resend()).toBe(true);
      expect(calls.at(-1)).toEqual({ method: 'PUT', url: '/api/push/subscription', body: { ...SUBSCRIPTION, language: 'de' } });
      // The test language is no language of the server's: the room's words the notices.
      localStorage.setItem(LANGUAGE_STORAGE_KEY, PSEUDO);
      await resend();
      expect(calls.at(-1)).toEqual({ method: 'PUT', url: '/api/push/subscription', body: SUBSCRIPTION });
    } finally {
      localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    }
  });

  it('says notifications are blocked when the person refuses, and subscribes nothing', async () => {
    const { pushManager } = browser('denied');
    const calls = mockApi(() => undefined);
    const toast = vi.fn();
    expect(await turnOn(toast)).toBe(false);
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Notifications are blocked', variant: 'destructive' }));
  });

  it('tells the person when the server refuses, with a toast instead of a stall', async () => {
    browser('granted');
    mockApi((_method, url) =>
      url === '/api/push/key' ? json(200, { publicKey: PUBLIC_KEY }) : json(400, { statusCode: 400, message: 'No', error: 'Bad Request' }),
    );
    const toast = vi.fn();
    expect(await turnOn(toast)).toBe(false);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Could not turn on notifications', variant: 'destructive' }));
  });

  it('stops: the server forgets the endpoint and the browser unsubscribes', async () => {
    const { subscription } = browser('granted', true);
    const calls = mockApi((method, url) => (method === 'DELETE' && url === '/api/push/subscription' ? json(200, { subscribed: false }) : undefined));
    const toast = vi.fn();
    expect(await turnOff(toast)).toBe(false);
    expect(calls).toEqual([{ method: 'DELETE', url: '/api/push/subscription', body: { endpoint: SUBSCRIPTION.endpoint } }]);
    expect(subscription.unsubscribe).toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith({ title: 'Notifications off' });
  });
});
