import type { Page } from '@playwright/test';
import { expect, FIRST_PAGE_CARDS, grid, test } from './fixtures';

// A new page starts at its top; Back returns to where the shopper was.

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`a product opened from low in the grid starts at the top, Back keeps the grid's place (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const cards = grid(page).getByRole('listitem');
    await expect(cards).toHaveCount(FIRST_PAGE_CARDS);
    const card = cards.nth(17).getByRole('link');
    await card.scrollIntoViewIfNeeded();
    const gridPlace = await scrollY(page);
    expect(gridPlace, 'the 18th card is low in the grid').toBeGreaterThan(300);

    await card.click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => scrollY(page), { message: 'the product page opens at its top' }).toBe(0);

    await page.goBack();
    await expect(cards).toHaveCount(FIRST_PAGE_CARDS);
    // Back returns to the same place in the grid: the card the shopper opened is in sight again.
    await expect.poll(() => scrollY(page)).toBeGreaterThan(gridPlace / 2);
    await expect(card).toBeInViewport();

    // A card in the product page's carousel also opens its page at the top.
    await card.click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const first = await page.getByRole('heading', { level: 1 }).textContent();
    const carouselCard = page.getByRole('group', { name: 'Você também pode gostar' }).getByRole('link').first();
    await carouselCard.scrollIntoViewIfNeeded();
    expect(await scrollY(page), 'the carousel is below the fold').toBeGreaterThan(100);
    await carouselCard.click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(first!);
    await expect.poll(() => scrollY(page), { message: 'the next product page opens at its top' }).toBe(0);
  });
}
