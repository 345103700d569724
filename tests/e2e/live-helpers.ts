import type { Page } from '@playwright/test';

/**
 * Starts recording what screen readers would be told from now on: text added to
 * a live region (role status, alert or log, aria-live, output), and every alert
 * inserted whole (a toast). `heard()` returns the texts, in order.
 */
export async function listenLikeAScreenReader(page: Page): Promise<{ heard: () => Promise<string[]> }> {
  await page.evaluate(() => {
    const heard: string[] = [];
    (window as unknown as { heard: string[] }).heard = heard;
    const LIVE = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"], output';
    const element = (node: Node) => (node instanceof Element ? node : node.parentElement);
    new MutationObserver((records) => {
      for (const record of records) {
        const inRegion = element(record.target)?.closest(LIVE);
        const added = record.type === 'characterData' ? [record.target] : [...record.addedNodes];
        for (const node of added) {
          const alert =
            node instanceof Element ? (node.matches(LIVE) ? node : node.querySelector('[role="alert"]')) : null;
          const text = (inRegion || alert ? (alert ?? node).textContent : '')?.trim();
          if (text) heard.push(text);
        }
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return { heard: () => page.evaluate(() => (window as unknown as { heard: string[] }).heard) };
}
