import type { Page } from '@playwright/test';
import { cartLines, cartLink, expect, login, productUrl, test, title } from './fixtures';
import { REGATA } from './products';

// At the spec's latency (the background cart save takes 300 ms):
// a cart change made just before a reload is the cart the next login brings back.

const regata = REGATA;

async function openRegata(page: Page) {
  await page.goto(productUrl(regata));
  await expect(page.getByRole('heading', { level: 1, name: title(regata) })).toBeVisible({ timeout: 5_000 });
}

/** Adds the open product in a size; the badge then counts `count`. */
async function addInSize(page: Page, size: string, count: string) {
  await page.getByLabel('Tamanho').selectOption(size);
  await page.getByRole('button', { name: 'Adicionar produto à sacola' }).click();
  await expect(cartLink(page)).toHaveAccessibleName(`Sacola, ${count}`);
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'sair' }).click();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
}

test('an addition followed at once by a reload comes back at the next login', async ({ page }) => {
  await login(page);
  await openRegata(page);
  await addInSize(page, 'M', '1 item');
  await page.reload(); // well within the 300 ms the save takes to answer

  await expect(cartLink(page)).toHaveAccessibleName('Sacola, 1 item');
  await logOut(page);
  await login(page);
  await expect(cartLink(page)).toHaveAccessibleName('Sacola, 1 item');
});

test('a deletion followed at once by a reload stays deleted at the next login', async ({ page }) => {
  await login(page);
  await openRegata(page);
  await addInSize(page, 'M', '1 item');
  await addInSize(page, 'G', '2 itens');

  await page.goto('/cart');
  const lines = cartLines(page);
  await expect(lines).toHaveCount(2, { timeout: 5_000 });
  await lines
    .first()
    .getByRole('button', { name: /^Remover/ })
    .click();
  await expect(cartLink(page)).toHaveAccessibleName('Sacola, 1 item');
  await page.reload();

  await expect(cartLink(page)).toHaveAccessibleName('Sacola, 1 item');
  await logOut(page);
  await login(page);
  await expect(cartLink(page)).toHaveAccessibleName('Sacola, 1 item');
});
