import type { Page } from '@playwright/test';
import { freshCpf } from './account-helpers';
import { expect, grid, login, readLocalStorage, test, title, WIDTHS } from './fixtures';
import { SAIA } from './products';

// The favourites' device copy (`@context-amaro:favorites`: the account's id and its products) ends
// with the session, whatever page the shopper signs out from: here pages without a heart, opened
// by a fresh load, so the favourites' own code never came.

const FAVORITES_KEY = '@context-amaro:favorites';
const PASSWORD = 'favoritos2026';

const storedFavorites = async (page: Page) => (await readLocalStorage(page))[FAVORITES_KEY];

/** A heart on the home page's grid, then waits until the device keeps the list. */
async function keepAFavourite(page: Page): Promise<void> {
  await page.goto('/');
  await grid(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title(SAIA), exact: true }) })
    .getByRole('button', { name: 'Adicionar aos favoritos', exact: true })
    .click();
  await expect.poll(() => storedFavorites(page)).toContain(SAIA.code_color);
}

/** 'Minha conta' by a fresh load: a page without hearts. */
async function openMyAccountAfresh(page: Page): Promise<void> {
  await page.goto('/conta');
  await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();
  expect(await storedFavorites(page)).toContain(SAIA.code_color);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 740 : 800 } });

    test("'sair' on 'Minha conta' opened afresh removes the favourites kept on the device", async ({ page }) => {
      await login(page);
      await keepAFavourite(page);
      await openMyAccountAfresh(page);
      await page.getByRole('banner').getByRole('button', { name: 'sair', exact: true }).click();
      await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
      await expect.poll(() => storedFavorites(page)).toBeUndefined();
      // Nor does a reload bring it back.
      await page.reload();
      await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
      expect(await storedFavorites(page)).toBeUndefined();
    });

    test("'Excluir minha conta' on 'Minha conta' opened afresh removes the favourites kept on the device", async ({
      page,
    }) => {
      const shopper = { name: 'Lia Favorita', email: `lia.fav.${width}.${Date.now()}@exemplo.com.br` };
      await page.goto('/cadastro');
      await page.getByRole('textbox', { name: 'Nome' }).fill(shopper.name);
      await page.getByRole('textbox', { name: 'Email' }).fill(shopper.email);
      await page.getByRole('textbox', { name: 'CPF' }).fill(freshCpf());
      await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Confirme a senha').fill(PASSWORD);
      await page.getByRole('checkbox', { name: /Li e aceito/ }).check();
      await page.getByRole('button', { name: 'Criar conta' }).click();
      await expect(page.getByText(`Bem vindo(a), ${shopper.name}!`)).toBeVisible();
      await keepAFavourite(page);
      await openMyAccountAfresh(page);

      const deletion = page.getByRole('region', { name: 'Excluir minha conta' });
      await deletion.getByRole('button', { name: 'Excluir minha conta' }).click();
      await page.getByRole('form', { name: 'Excluir minha conta' }).getByLabel('Senha').fill(PASSWORD);
      await page.getByRole('button', { name: 'Excluir conta definitivamente' }).click();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
      await expect.poll(() => storedFavorites(page)).toBeUndefined();
    });
  });
}
