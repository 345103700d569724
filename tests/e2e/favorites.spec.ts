import type { Locator, Page } from '@playwright/test';
import {
  DEMO_USER,
  cartLines,
  expect,
  grid,
  openProduct,
  screenshotBoth,
  tabTo,
  test,
  title,
  type RawProduct,
} from './fixtures';
import { audit } from './checkout-helpers';
import { BOLSA, SAIA, VESTIDO } from './products';

// 'Favoritos'. A heart on each card and on the product page; signed out, it goes
// to /login and back with the product saved; '/favoritos' lists them with a size and 'Adicionar à sacola'.

/** A card of the home page's grid, by its product. */
const card = (page: Page, p: RawProduct) =>
  grid(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title(p), exact: true }) });
const heart = (scope: Page | Locator, name: 'Adicionar aos favoritos' | 'Remover dos favoritos') =>
  scope.getByRole('button', { name, exact: true });

/** Signs in on the login page the heart led to, and waits for the greeting. */
async function signIn(page: Page): Promise<void> {
  await expect(page.getByText('Entre para salvar seus favoritos')).toBeVisible();
  await page.getByLabel('Email').fill(DEMO_USER.email);
  await page.getByLabel('Senha').fill(DEMO_USER.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText(`Bem vindo(a), ${DEMO_USER.name}!`)).toBeVisible();
}

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 740 : 800 } });

    test('a card’s heart signed out: /login, then back on the home page with the product saved and the heart focused', async ({
      page,
    }) => {
      await page.goto('/');
      await heart(card(page, SAIA), 'Adicionar aos favoritos').click();
      await expect(page).toHaveURL(/\/login$/);
      await signIn(page);
      await expect(page).toHaveURL(/\/$/);
      const on = heart(card(page, SAIA), 'Remover dos favoritos');
      await expect(on).toBeFocused();
      await expect(page.getByText('Login efetuado com sucesso!')).toBeVisible();
      await screenshotBoth(page, 'favorites-card-heart');

      // Saved by the server: a reload (the device's copy set aside) still shows it.
      await page.evaluate(() => localStorage.removeItem('@context-amaro:favorites'));
      await page.reload();
      await expect(heart(card(page, SAIA), 'Remover dos favoritos')).toBeVisible();
      await expect(heart(card(page, VESTIDO), 'Adicionar aos favoritos')).toBeVisible();
    });

    test("'Favoritos' adds a favourite to the bag in the size chosen; a sold-out size is shown as such", async ({
      page,
    }) => {
      await openProduct(page, VESTIDO);
      await heart(page.getByRole('article'), 'Adicionar aos favoritos').click();
      await signIn(page);
      await expect(page.getByRole('heading', { level: 1, name: title(VESTIDO) })).toBeVisible();
      await expect(heart(page.getByRole('article'), 'Remover dos favoritos')).toBeFocused();

      await page.getByRole('banner').getByRole('link', { name: 'Minha conta' }).click();
      await page.getByRole('navigation', { name: 'Minha conta' }).getByRole('link', { name: 'Favoritos' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Favoritos' })).toBeFocused();
      await expect(page).toHaveTitle(/^Favoritos/);
      const item = page.getByRole('list', { name: 'Favoritos' }).getByRole('listitem');
      await expect(item).toHaveCount(1);
      await expect(item.getByRole('heading', { name: title(VESTIDO) })).toBeVisible();
      const sizes = item.getByLabel('Tamanho');
      const soldOut = VESTIDO.sizes.find((s) => !s.available)!.size;
      // A sold-out size offers 'Avise-me quando chegar' in place of the bag (stock-alerts.spec.ts).
      await sizes.selectOption(`${soldOut} (esgotado)`);
      await expect(item.getByRole('button', { name: 'Avise-me quando chegar' })).toBeVisible();
      await expect(item.getByRole('button', { name: 'Adicionar à sacola' })).toHaveCount(0);
      await sizes.selectOption('M');
      await screenshotBoth(page, 'favorites-page');
      await audit(page, 'Favoritos');
      await item.getByRole('button', { name: 'Adicionar à sacola' }).click();
      await expect(page.getByText('Produto adicionado ao carrinho!').first()).toBeVisible();

      await page.goto('/cart');
      await expect(cartLines(page)).toHaveCount(1);
      await expect(cartLines(page).getByText('Tamanho - M')).toBeVisible();
    });
  });
}

test('by keyboard alone: the heart, the login and back, then the favourite removed on /favoritos', async ({ page }) => {
  await page.goto('/');
  const off = heart(card(page, BOLSA), 'Adicionar aos favoritos');
  await expect(off).toBeVisible();
  await tabTo(page, off);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Entre para salvar seus favoritos')).toBeVisible();
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(DEMO_USER.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_USER.password);
  await page.keyboard.press('Enter');
  await expect(heart(card(page, BOLSA), 'Remover dos favoritos')).toBeFocused();

  await page.goto('/favoritos');
  await expect(page.getByRole('heading', { level: 1, name: 'Favoritos' })).toBeFocused();
  const remove = page.getByRole('list', { name: 'Favoritos' }).getByRole('button', { name: 'Remover dos favoritos' });
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Você ainda não tem favoritos/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Favoritos' })).toBeFocused();
  await audit(page, 'Favoritos, vazio');
});
