import type { Page } from '@playwright/test';
import { brl, cents, expect, title, type RawProduct } from './fixtures';

// The product page's colours, for colours.spec.ts and colours.latency.spec.ts.

export const colours = (page: Page) => page.getByRole('radiogroup', { name: 'Cor' });
export const detail = (page: Page) => page.getByRole('article');
export const heading = (page: Page) => page.getByRole('heading', { level: 1 });
export const sizeSelect = (page: Page) => page.getByLabel('Tamanho');

/** Counts every time the spec's 'Carregando...' is put on the page from now on. */
export async function countLoadingScreens(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const w = window as unknown as { __loadings: number };
    w.__loadings = 0;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLElement && node.textContent?.trim() === 'Carregando...') w.__loadings += 1;
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __loadings: number }).__loadings);
}

/** What the product page shows of a colour: its title, picture, price, checked radio and `?cor=`. */
export async function expectColourShown(page: Page, p: RawProduct, { timeout }: { timeout?: number } = {}) {
  await expect(heading(page)).toHaveText(title(p), { timeout });
  await expect(detail(page).getByRole('img', { name: title(p) })).toHaveAttribute('src', p.image, { timeout });
  await expect(detail(page)).toContainText(brl(cents(p.actual_price)), { timeout });
  await expect(colours(page).getByRole('radio', { name: p.color, exact: true })).toBeChecked({ timeout });
  expect(new URL(page.url()).searchParams.get('cor')).toBe(p.color_slug);
}
