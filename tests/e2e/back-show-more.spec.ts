import type { Page } from '@playwright/test';
import { catalogue, expect, FIRST_PAGE_CARDS, grid, test } from './fixtures';

// Back to the home grid after 'Carregar mais' brings back every card that was shown, the
// scroll, and the focus on the card the shopper opened.

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`${viewport.width} px: 'Carregar mais', open card ${catalogue.length}, Back: ${catalogue.length} cards, scrolled to it, focus on it`, async ({
    page,
  }) => {
    expect(catalogue.length).toBeGreaterThan(FIRST_PAGE_CARDS);
    await page.setViewportSize(viewport);
    await page.goto('/');
    const cards = grid(page).getByRole('listitem');
    await expect(cards).toHaveCount(FIRST_PAGE_CARDS);
    await page.getByRole('button', { name: 'Carregar mais' }).click();
    await expect(cards).toHaveCount(catalogue.length);

    const last = cards.nth(catalogue.length - 1).getByRole('link');
    const name = await last.getAttribute('href');
    await last.scrollIntoViewIfNeeded();
    const gridPlace = await scrollY(page);
    expect(gridPlace, 'the last card is low on the page').toBeGreaterThan(1000);
    await last.click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goBack();
    await expect(cards).toHaveCount(catalogue.length);
    const opened = grid(page).locator(`a[href="${name}"]`);
    await expect(opened).toBeFocused();
    await expect(opened).toBeInViewport();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(gridPlace - 50);
    expect(await scrollY(page)).toBeLessThan(gridPlace + 50);
  });
}
