import type { Page, Route } from '@playwright/test';
import { expect, grid, gridTitles, menu, searchBox, test } from './fixtures';

// On a slow first visit the prerendered page is there seconds before the
// shop's scripts have run. What the shopper typed, and where the focus and caret were, must
// survive the shop taking the page over (src/start/earlyInput.ts).

/** Holds the shop's own scripts (the entry stays) until `release` is called. */
async function holdShopScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/js\/(?!main\.)[^/]+\.js$/, (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    for (const route of held.splice(0)) await route.continue();
  };
}

for (const width of [360, 1280]) {
  test(`${width} px: text typed before the shop starts filters the grid once it starts, caret and focus kept`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const release = await holdShopScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const field = searchBox(page);
    await field.click();
    await page.keyboard.type('sai', { delay: 40 });
    await page.keyboard.press('ArrowLeft'); // the caret between 'sa' and 'i'
    await release();

    await expect(gridTitles(page).first()).toBeVisible({ timeout: 10_000 });
    await expect(field).toHaveValue('sai');
    await expect(page).toHaveURL(/\?q=sai$/);
    await expect(field).toBeFocused();
    expect(await field.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([
      2, 2,
    ]);
    for (const name of await gridTitles(page).allTextContents()) expect(name).toMatch(/SAI/);
    // Typing goes on where the caret was.
    await page.keyboard.type('a');
    await expect(field).toHaveValue('saai');
  });
}

test('a focus placed before the shop starts stays where it was', async ({ page }) => {
  const release = await holdShopScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const sortByName = page.getByRole('button', { name: 'Ordenar A | Z' });
  await sortByName.focus();
  await release();
  await expect(grid(page)).toBeVisible({ timeout: 10_000 });
  await expect(gridTitles(page).first()).toBeVisible();
  await expect(sortByName).toBeFocused();
  await expect(searchBox(page)).toHaveValue('');
});

test('another address, drawn anew: the typed text, the focus and the caret come back to the search box', async ({
  page,
}) => {
  const release = await holdShopScripts(page);
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  const field = searchBox(page);
  await field.click();
  await page.keyboard.type('bolsa', { delay: 40 });
  await page.keyboard.press('ArrowLeft');
  await release();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible({ timeout: 10_000 });
  await expect(field).toHaveValue('bolsa');
  await expect(field).toBeFocused();
  expect(await field.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(4);
  // As if typed on the live page: the suggestions offer the product.
  await expect(page.getByRole('option', { name: /BOLSA TRANSVERSAL/ })).toBeVisible();
});

for (const width of [360, 1280]) {
  test(`${width} px: the menu pressed before the shop starts opens once it starts, focus in it`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const release = await holdShopScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await release();
    await expect(menu(page)).toBeVisible({ timeout: 10_000 });
    await expect(menu(page).getByRole('button', { name: 'Fechar menu' })).toBeFocused();
    // Pressed once: it stays open (a second press would have closed it).
    await expect(grid(page)).toBeAttached();
    await expect(menu(page)).toBeVisible();
  });
}
