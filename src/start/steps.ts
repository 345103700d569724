/** Longest wait for the first paint before the shop starts anyway. */
const MAX_WAIT_MS = 1000;

/** Lets the browser handle input and paint before the next step. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const nextFrameDrawn = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())).then(nextTask);

/**
 * Resolves once the page has been read to the end. The entry runs from the
 * head, before the prerendered page below it exists, and the shop may arrive
 * before the page does.
 */
export function pageRead(doc: Document = document): Promise<void> {
  if (doc.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

/** Resolves once the browser is idle (a task later where requestIdleCallback is missing). */
export const whenIdle = () =>
  new Promise<void>((resolve) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve()) : setTimeout(resolve, 0),
  );

/** Resolves once the page and everything it started loading have loaded (the `load` event). */
export function pageLoaded(win: Pick<Window, 'document' | 'addEventListener'> = window): Promise<void> {
  if (win.document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => win.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Resolves once the page as it arrived has been read and drawn: the image
 * marked `fetchpriority="high"` (the home banner, the page's largest paint)
 * decoded, then one frame painted. Never waits longer than a second after the
 * page has been read, nor for an image that fails.
 */
export async function afterFirstPaint(doc: Document = document): Promise<void> {
  await pageRead(doc);
  const hero = doc.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const decoded = hero ? hero.decode().catch(() => undefined) : Promise.resolve();
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, MAX_WAIT_MS));
  return Promise.race([decoded.then(nextFrameDrawn), timeout]);
}
