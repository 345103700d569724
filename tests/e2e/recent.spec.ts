import type { Page } from '@playwright/test';
import {
  expect,
  grid,
  login,
  readLocalStorage,
  screenshotBoth,
  searchBox,
  tabTo,
  test,
  title,
  WIDTHS,
} from './fixtures';
import { REGATA, TOP, VESTIDO } from './products';

// 'Vistos recentemente', the last products this device opened, newest first,
// without the one on screen: under the product page's carousel, and on an empty cart.

const shelf = (page: Page) => page.getByRole('region', { name: 'Vistos recentemente' });
const heading = (page: Page, p: typeof VESTIDO) => page.getByRole('heading', { level: 1, name: title(p) });
const cardLink = (scope: ReturnType<Page['getByRole']>, p: typeof VESTIDO) =>
  scope.getByRole('link', { name: new RegExp(`^${title(p)}`) });

async function expectShelf(page: Page, products: (typeof VESTIDO)[]) {
  await shelf(page).scrollIntoViewIfNeeded();
  await expect(shelf(page).getByRole('heading', { level: 3 })).toHaveText(products.map(title));
}

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 740 : 800 } });

    test('recently viewed after three products, and after a reload; a card opens by keyboard', async ({ page }) => {
      await page.goto('/');
      await cardLink(grid(page), VESTIDO).click();
      await expect(heading(page, VESTIDO)).toBeVisible();
      // The first product: nothing was viewed before it.
      await expect(shelf(page)).toHaveCount(0);

      await page.goBack();
      await cardLink(grid(page), REGATA).click();
      await expect(heading(page, REGATA)).toBeVisible();
      await expectShelf(page, [VESTIDO]);

      // The third by the search box, with the keyboard (Enter opens the product for the text).
      await tabTo(page, searchBox(page));
      await page.keyboard.type('top cropped', { delay: 20 });
      await page.keyboard.press('Enter');
      await expect(heading(page, TOP)).toBeVisible();
      await expectShelf(page, [REGATA, VESTIDO]);
      if (width === WIDTHS[0]) await screenshotBoth(page, 'vistos-recentemente-produto');

      await page.reload();
      await expect(heading(page, TOP)).toBeVisible();
      await expectShelf(page, [REGATA, VESTIDO]);
      const stored = JSON.parse((await readLocalStorage(page))['@context-amaro:recent'] ?? '{}');
      expect(stored).toEqual({ version: 1, ids: [TOP.code_color, REGATA.code_color, VESTIDO.code_color] });

      // Tab to a card of the shelf and open it with Enter: the one left joins the shelf.
      await tabTo(page, cardLink(shelf(page), REGATA), { max: 120 });
      await page.keyboard.press('Enter');
      await expect(heading(page, REGATA)).toBeVisible();
      await expectShelf(page, [TOP, VESTIDO]);
    });

    test('an empty cart shows the products viewed, signed in or not', async ({ page }) => {
      // Viewed before signing in: the list is the device's, not the session's. Back to the grid
      // through the logo, as a shopper goes; the device has kept both before the login page loads.
      await page.goto('/');
      for (const p of [VESTIDO, TOP]) {
        await cardLink(grid(page), p).click();
        await expect(heading(page, p)).toBeVisible();
        await page.getByRole('link', { name: 'Vitrine, página inicial' }).click();
      }
      await expect
        .poll(async () => JSON.parse((await readLocalStorage(page))['@context-amaro:recent'] ?? '{}').ids)
        .toEqual([TOP.code_color, VESTIDO.code_color]);
      await login(page);
      await page.getByRole('link', { name: /^Sacola/ }).click();
      await expect(page.getByText('Carrinho vazio!', { exact: true })).toBeVisible();
      await expectShelf(page, [TOP, VESTIDO]);
      if (width === WIDTHS[0]) await screenshotBoth(page, 'vistos-recentemente-sacola');
    });
  });
}
