import type { Page } from '@playwright/test';
import {
  addToBag,
  brl,
  cartLink,
  cents,
  expect,
  installmentsPattern,
  login,
  openProduct,
  readLocalStorage,
  signIn,
  STORAGE_KEYS,
  test,
  title,
  waitForToastsToGo,
} from './fixtures';
import { TOP, VESTIDO_AZUL } from './products';

// Journey 5: the cart of a logged-in shopper (the spec's cart page and its rules).

const vestido = VESTIDO_AZUL;
const top = TOP;
const picks = [
  { product: vestido, size: 'M' },
  { product: top, size: 'G' },
];
const expectedTotal = picks.reduce((sum, pick) => sum + cents(pick.product.actual_price), 0);

async function expectCartPage(page: Page) {
  await expect(page.getByRole('heading', { name: 'Carrinho de compras' })).toBeVisible();
  const lines = page.getByRole('list', { name: 'Itens da sacola' }).getByRole('listitem');
  await expect(lines).toHaveCount(picks.length);
  for (const [i, pick] of picks.entries()) {
    const line = lines.nth(i);
    await expect(line.getByRole('heading', { name: title(pick.product) })).toBeVisible();
    await expect(line).toContainText(brl(cents(pick.product.actual_price)));
    await expect(line).toContainText(installmentsPattern(pick.product));
    await expect(line.getByText(`Tamanho - ${pick.size}`, { exact: true })).toBeVisible();
    await expect(line.getByRole('button', { name: new RegExp(`^Remover ${title(pick.product)}`) })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Resumo do Pedido' })).toBeVisible();
  await expect(page.getByText('Total de items no carrinho: 2', { exact: true })).toBeVisible();
  await expect(page.getByText(`Valor total: ${brl(expectedTotal)}`, { exact: true })).toBeVisible();
}

test('cart: two products with sizes, badge, lines, total to the cent, reload, delete to empty', async ({ page }) => {
  expect(brl(expectedTotal)).toBe('R$ 263,89'); // 209,93 + 53,96, from the catalogue prices
  await login(page);
  await expect(cartLink(page)).toHaveAccessibleName('Sacola');

  for (const [i, pick] of picks.entries()) {
    await openProduct(page, pick.product);
    await addToBag(page, pick.size);
    await expect(cartLink(page)).toHaveAccessibleName(`Sacola, ${i + 1} ${i === 0 ? 'item' : 'itens'}`);
    await expect(cartLink(page)).toHaveText(String(i + 1));
  }

  await waitForToastsToGo(page);
  await cartLink(page).click();
  await expect(page).toHaveURL('/cart');
  await expectCartPage(page);

  // The cart is kept in the stored user and survives a reload.
  const stored = JSON.parse((await readLocalStorage(page))[STORAGE_KEYS[0]] ?? '{}') as { cart?: unknown[] };
  expect(stored.cart).toHaveLength(2);
  await page.reload();
  await expectCartPage(page);
  await expect(cartLink(page)).toHaveText('2');

  // Delete removes exactly the chosen line.
  await page.getByRole('button', { name: `Remover ${title(vestido)}, tamanho M` }).click();
  const lines = page.getByRole('list', { name: 'Itens da sacola' }).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(lines.first().getByRole('heading')).toHaveText(title(top));
  await expect(page.getByText('Total de items no carrinho: 1', { exact: true })).toBeVisible();
  await expect(page.getByText(`Valor total: ${brl(cents(top.actual_price))}`, { exact: true })).toBeVisible();
  await expect(cartLink(page)).toHaveText('1');

  await page.getByRole('button', { name: `Remover ${title(top)}, tamanho G` }).click();
  await expect(page.getByText('Carrinho vazio!', { exact: true })).toBeVisible();
  await expect(page.getByText('Nenhum produto selecionado', { exact: true })).toBeVisible();
  await expect(page.getByText('Total de items no carrinho: 0', { exact: true })).toBeVisible();
  await expect(page.getByText('Valor total: R$ 0,00', { exact: true })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Sacola');
  await expect(cartLink(page)).toHaveText('');
});

test('cart: a deleted line stays deleted when the page is reloaded right away', async ({ page }) => {
  await signIn(page);
  await openProduct(page, top);
  await addToBag(page, 'G');
  await cartLink(page).click();
  const remove = page.getByRole('button', { name: `Remover ${title(top)}, tamanho G` });
  await expect(remove).toBeVisible();
  // Precondition: the fake backend's copy of the cart ("server disk" key) holds the line.
  await expect
    .poll(async () => (await readLocalStorage(page))['@context-amaro:server-carts'] ?? '', { timeout: 3_000 })
    .toContain(top.sizes.find((s) => s.size === 'G')!.sku);

  await remove.click();
  await expect(page.getByText('Carrinho vazio!', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Resumo do Pedido' })).toBeVisible();
  await expect(
    page.getByText('Carrinho vazio!', { exact: true }),
    'the deleted line came back after the reload',
  ).toBeVisible();
  await expect(page.getByText('Nenhum produto selecionado', { exact: true })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Sacola');
});
