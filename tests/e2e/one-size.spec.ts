import { cartLink, expect, login, openProduct, product, test } from './fixtures';

// A product sold in one size only (U) has it chosen already.

test('a one-size product has its size chosen and adds at once', async ({ page }) => {
  const bag = product('BOLSA TRANSVERSAL');
  await login(page);
  await openProduct(page, bag);
  await expect(page.getByLabel('Tamanho')).toHaveValue('U');
  await page.getByRole('button', { name: 'Adicionar produto à sacola' }).click();
  await expect(page.getByText('Produto adicionado ao carrinho!').first()).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Sacola, 1 item');
});

test('a product with several sizes still asks for one', async ({ page }) => {
  await openProduct(page, product('BATA BORDADA'));
  await expect(page.getByLabel('Tamanho')).toHaveValue('');
});
