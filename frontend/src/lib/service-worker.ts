/**
 * Registers the party app's service worker (src/sw.ts) once the page has loaded (docs/performance.md §5).
 * A new version installs in the background and waits; the page then offers Update
 * (components/update-banner.tsx), whose tap lets it take over and reloads once, so a page never
 * mixes two versions. The first install offers nothing.
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
