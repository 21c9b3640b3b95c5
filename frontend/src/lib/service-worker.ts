/**
 * The party app's service worker (src/sw.ts), registered by main.tsx once the page has loaded
 * (this module is loaded then too, docs/performance.md §5), not workbox-window. When a new
 * version is deployed, its worker installs in the background, waits, and says so to the open pages
 * ('UPDATE_WAITING', or the registration's updatefound); once it has installed, a page loads the Update offer (components/update-banner.tsx), whose tap
 * lets the new worker take over and reloads once, so a page never runs half one version and half
 * the next. The first install offers nothing: no page runs an older version. The browser looks for
 * a new version on each page load, and the app again whenever the phone comes back to it.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  const offer = () => container.controller && void import('@/components/update-banner').then((m) => m.showUpdateBanner());
  // "Ready" only once the new worker has installed (its precache downloaded), not when it starts to.
  const offerWhenInstalled = (registration: ServiceWorkerRegistration) => {
    if (registration.waiting) return offer();
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => worker.state === 'installed' && offer());
  };
  container.onmessage = (event) => event.data === 'UPDATE_WAITING' && void container.getRegistration().then((r) => r && offerWhenInstalled(r));
  container.register('/sw.js').then(
    (registration) => {
      offerWhenInstalled(registration);
      registration.addEventListener('updatefound', () => offerWhenInstalled(registration));
      document.addEventListener('visibilitychange', () => {
        if (!document.hidden) registration.update().catch(() => undefined);
      });
    },
    () => undefined,
  );
}
