/**
 * Registers the service worker of production builds (offline browsing and
 * fast repeat visits). A new deploy's worker takes over at once; pages that
 * still reference files of the old deploy get the error screen's retry.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('[offline] the service worker could not be registered; the shop works online only.', error);
    });
  });
}
