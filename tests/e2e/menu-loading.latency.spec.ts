import { expect, menu, test } from './fixtures';

// Issue 3: at the spec's latency, the menu opened before the catalogue arrives says it is loading.

test('default latency: the menu opened at once shows Carregando... then the products', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(menu(page)).toBeVisible();
  await expect(menu(page).getByText('Carregando...')).toBeVisible({ timeout: 1_500 });
  await expect(menu(page).getByRole('link')).toHaveCount(22, { timeout: 5_000 });
  await expect(menu(page).getByText('Carregando...')).toHaveCount(0);
});
