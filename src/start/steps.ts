/** Lets the browser handle input and paint before the next step. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Resolves once the page has been read to the end. The entry runs from the
 * head, before the prerendered page below it exists, and the shop may arrive
 * before the page does.
 */
export function pageRead(doc: Document = document): Promise<void> {
  if (doc.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}
