import type { Page } from '@playwright/test';
import { watchLayoutShifts } from './cls-screens';
import { colours, countLoadingScreens, detail, expectColourShown, heading, sizeSelect } from './colours-helpers';
import { brl, catalogue, cents, expect, grid, productUrl, tabTo, test, title } from './fixtures';
import { REGATA, REGATA_VINHO, TSHIRT, VESTIDO, VESTIDO_AZUL } from './products';

// A product in several colours, chosen on its page with real clicks and keys,
// at a phone's width and a desktop's; Back returns to the colour the page was opened in.

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`${viewport.width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(viewport);
    });

    test('a click on another colour switches the picture, price and address in place, keeping the size; Back returns to the first colour', async ({
      page,
    }) => {
      await watchLayoutShifts(page);
      await page.goto('/');
      await grid(page)
        .getByRole('link', { name: new RegExp(`^${title(VESTIDO)}`) })
        .click();
      await expectColourShown(page, VESTIDO);
      await sizeSelect(page).selectOption('M');
      await colours(page).scrollIntoViewIfNeeded();
      const place = await scrollY(page);
      const loadings = await countLoadingScreens(page);
      const productPath = new URL(page.url()).pathname;

      await colours(page).getByRole('radio', { name: 'AZUL MARINHO' }).click();
      await expectColourShown(page, VESTIDO_AZUL);
      expect(new URL(page.url()).pathname, 'the same product page').toBe(productPath);
      await expect
        .poll(() =>
          detail(page)
            .getByRole('img')
            .evaluate((img) => (img as HTMLImageElement).naturalWidth),
        )
        .toBeGreaterThan(0);
      await expect(sizeSelect(page)).toHaveValue('M');
      await expect(detail(page)).not.toContainText(brl(cents(VESTIDO.actual_price)));
      expect(await scrollY(page), 'the page stays where the shopper was').toBe(place);
      expect(await loadings(), 'no loading screen').toBe(0);

      await page.goBack();
      await expectColourShown(page, VESTIDO);
      await expect(sizeSelect(page)).toHaveValue('M');
      expect(await loadings(), 'no loading screen on Back either').toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThanOrEqual(0.01);

      // One more Back leaves the product for the grid it was opened from.
      await page.goBack();
      await expect(grid(page)).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/');
    });

    test('the arrow keys move through the colours; Back after trying several returns to the first', async ({
      page,
    }) => {
      await page.goto('/');
      await page.goto(productUrl(TSHIRT));
      await expectColourShown(page, TSHIRT);
      const [, branco, terracota] = catalogue.filter((p) => p.name === TSHIRT.name);
      const first = colours(page).getByRole('radio', { name: TSHIRT.color });
      await tabTo(page, first);

      await page.keyboard.press('ArrowRight');
      await expectColourShown(page, branco!);
      await expect(colours(page).getByRole('radio', { name: branco!.color })).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expectColourShown(page, terracota!);
      await expect(colours(page).getByRole('radio', { name: terracota!.color })).toBeFocused();

      await page.goBack();
      await expectColourShown(page, TSHIRT);
      await page.goBack();
      expect(new URL(page.url()).pathname).toBe('/');
    });

    test("a sold-out colour is marked, and choosing it says 'Esgotado', offers the others and no bag", async ({
      page,
    }) => {
      await page.goto(productUrl(REGATA));
      await expectColourShown(page, REGATA);
      const soldOut = colours(page).getByRole('radio', { name: 'VINHO (esgotado)' });
      await expect(soldOut).toBeEnabled();
      await soldOut.click();
      await expect(heading(page)).toHaveText(title(REGATA_VINHO));
      await expect(soldOut).toBeChecked();
      await expect(page.getByRole('status').filter({ hasText: 'Esgotado nesta cor.' })).toContainText(REGATA.color);
      await expect(page.getByRole('button', { name: 'Adicionar produto à sacola' })).toHaveCount(0);
      // Its sizes can still be chosen, for 'Avise-me quando chegar' (stock-alerts.spec.ts).
      await expect(sizeSelect(page)).toBeVisible();
      await colours(page).getByRole('radio', { name: REGATA.color }).click();
      await expect(page.getByRole('button', { name: 'Adicionar produto à sacola' })).toBeVisible();
    });

    test("the grid's cards say how many other colours there are", async ({ page }) => {
      await page.goto('/');
      await expect(grid(page).getByRole('link', { name: new RegExp(`^${title(VESTIDO)} \\+1 cor`) })).toBeVisible();
      await expect(grid(page).getByRole('link', { name: new RegExp(`^${title(TSHIRT)} \\+2 cores`) })).toBeVisible();
    });
  });
}

test('at 320 px the colours wrap inside the screen, each a finger-sized target', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(productUrl(TSHIRT));
  await expectColourShown(page, TSHIRT);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no sideways scroll').toBeLessThanOrEqual(0);
  for (const option of await colours(page).locator('label').all()) {
    const box = (await option.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
});
