import type { Toast } from '@/components/toast';
import { call } from '@/lib/api-client';
import { msg, preferredLanguage, PSEUDO, t } from '@/i18n/i18n';

/** The flow's texts, in one place (the button's are in notify-me.tsx). */
const TEXTS = {
  onTitle: msg("You'll be notified"),
  onDescription: msg("We'll tell you when you're up next and when you're on, even with the phone locked."),
  offTitle: msg('Notifications off'),
  blockedTitle: msg('Notifications are blocked'),
  blockedDescription: msg("Allow notifications for this site in your browser's settings to be told when it's your turn."),
  failedTitle: msg('Could not turn on notifications'),
  failedDescription: msg('Your browser could not subscribe right now. Try again in a moment.'),
} as const;

/**
 * The Push API side of "Notify me when it's my turn", loaded when the button is tapped (not on a
 * guest's way to the room, docs/performance.md §5). The permission is asked here, after the tap,
 * never on page load.
 */

/** The VAPID key as PushManager.subscribe wants it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/**
 * Hands the browser's subscription to the server, with this session (again after a new join or
 * sign-in) and the person's language, which the notices are worded in (the test language is not one).
 */
async function sendSubscription(subscription: PushSubscription): Promise<void> {
  const json = subscription.toJSON() as { endpoint: string; expirationTime?: number | null; keys: { p256dh: string; auth: string } };
  const language = preferredLanguage();
  await call('put', '/api/push/subscription', {
    body: { endpoint: json.endpoint, expirationTime: json.expirationTime ?? null, keys: json.keys, ...(language === PSEUDO ? {} : { language }) },
  });
}

/** A browser that opted in before: its subscription goes with this session (and the language now) too. True when it has one. */
export async function resend(): Promise<boolean> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return false;
  await sendSubscription(subscription);
  return true;
}

/** The tap: asks for the permission, subscribes this browser with the server's key, tells the server. True when on. */
export async function turnOn(toast: (toast: Toast) => void): Promise<boolean> {
  try {
    if ((await Notification.requestPermission()) !== 'granted') {
      toast({ title: t(TEXTS.blockedTitle), description: t(TEXTS.blockedDescription), variant: 'destructive' });
      return false;
    }
    const registration = await navigator.serviceWorker.ready;
    const { publicKey } = await call('get', '/api/push/key');
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
    await sendSubscription(subscription);
    toast({ title: t(TEXTS.onTitle), description: t(TEXTS.onDescription) });
    return true;
  } catch {
    toast({ title: t(TEXTS.failedTitle), description: t(TEXTS.failedDescription), variant: 'destructive' });
    return false;
  }
}

/** Stops the notifications of this browser, on the server and in the browser. False: now off. */
export async function turnOff(toast: (toast: Toast) => void): Promise<boolean> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    await call('delete', '/api/push/subscription', { body: { endpoint: subscription.endpoint } }).catch(() => undefined);
    await subscription.unsubscribe().catch(() => false);
  }
  toast({ title: t(TEXTS.offTitle) });
  return false;
}
