/**
 * Registers the service worker of production builds (offline browsing and
 * fast repeat visits). A new deploy's worker takes over at once; pages that
 * still reference files of the old deploy get the error screen's retry.
 */
const SETTLE_MS = 3000;

export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  // Precaching downloads every file of the shop: wait until the first visit has settled.
  const register = () =>
    setTimeout(() => {
      navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
        console.warn('[offline] the service worker could not be registered; the shop works online only.', error);
      });
    }, SETTLE_MS);
  // The shop starts once its code has arrived, which can be after the page has finished loading.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
