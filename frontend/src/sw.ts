/// <reference lib="webworker" />
/**
 * The party app's service worker (built by vite-plugin-pwa's injectManifest, docs/performance.md
 * §8): the app shell and its assets come from the cache, so a phone that loses the venue's Wi-Fi
 * still opens the room and shows "Reconnecting…" instead of the browser's error page; everything
 * else (the API, Socket.IO, the back office) goes to the network as if there were no worker, so
 * nothing live is ever answered stale. A new version waits until the person taps Update
 * (lib/service-worker.ts), so one page never mixes two versions. It also shows the "your turn"
 * pushes (backend/src/push) and opens the room when one is tapped.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every address of the party app is the one page (index.html), as the server answers it; the
// API, Socket.IO, the back office and the metrics are not the party app's pages.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api(\/|$)/, /^\/socket\.io(\/|$)/, /^\/admin(\/|$)/, /^\/metrics$/] }),
);

// An update (a worker of the previous version controls the pages): the pages offer Update
// (lib/service-worker.ts), and this worker waits for it rather than taking over mid-song.
self.addEventListener('install', () => {
  if (!self.registration.active) return;
  void self.clients
    .matchAll({ type: 'window', includeUncontrolled: true })
    .then((windows) => windows.forEach((client) => client.postMessage('UPDATE_WAITING')));
});

self.addEventListener('message', (event) => {
  if (event.data === 'SKIP_WAITING') void self.skipWaiting();
});

/** What the server sends (backend/src/push/push.service.ts, PushMessage). */
interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

self.addEventListener('push', (event) => {
  let message: PushMessage;
  try {
    message = event.data?.json() as PushMessage;
  } catch {
    return;
  }
  if (!message?.title) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      data: { url: message.url },
      // A phone in a pocket: buzz like the in-page notice does.
      vibrate: [300, 100, 300],
      requireInteraction: false,
    } as NotificationOptions),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data as { url?: string } | null)?.url ?? '/';
  const url = new URL(path, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // The room already open in a tab or the installed app: bring it forward; else open it.
      const open = windows.find((client) => client.url === url) ?? windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        if (open.url !== url && 'navigate' in open) await open.navigate(url);
        await open.focus();
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
