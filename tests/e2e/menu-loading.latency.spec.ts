import { catalogue, expect, menu, test } from './fixtures';

// At the spec's latency, the menu opened before the catalogue arrives says it is loading.
// The catalogue comes from the fake backend's file; holding that file until the menu is open
// makes "before the catalogue arrives" certain, however busy the machine.

test('default latency: the menu opened at once shows Carregando... then the products', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/js\/mock-backend\.[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(menu(page)).toBeVisible();
  await expect(menu(page).getByText('Carregando...')).toBeVisible();
  release();
  await expect(menu(page).getByRole('link')).toHaveCount(catalogue.length, { timeout: 5_000 });
  await expect(menu(page).getByText('Carregando...')).toHaveCount(0);
});
