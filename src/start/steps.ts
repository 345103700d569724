/** Longest wait for the first paint before the shop starts anyway. */
const MAX_WAIT_MS = 1000;

/** Lets the browser handle input and paint before the next step. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const nextFrameDrawn = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())).then(nextTask);

/**
 * Resolves once the page as it arrived has been drawn: the largest image
 * marked `fetchpriority="high"` (the home banner) decoded, then one frame
 * painted. Never waits longer than a second after the page has been read,
 * nor for an image that fails.
 */
export async function afterFirstPaint(doc: Document = document): Promise<void> {
  // The page must have been read to the end first (the entry may run before that).
  if (doc.readyState === 'loading') {
    await new Promise<void>((resolve) => doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
  }
  const hero = doc.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const decoded = hero ? hero.decode().catch(() => undefined) : Promise.resolve();
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, MAX_WAIT_MS));
  return Promise.race([decoded.then(nextFrameDrawn), timeout]);
}
