import { cartLink, expect, openProduct, signIn, test } from './fixtures';
import { BATA, BOLSA } from './products';

// A product sold in one size only (U) has it chosen already.

test('a one-size product has its size chosen and adds at once', async ({ page }) => {
  const bag = BOLSA;
  await signIn(page);
  await openProduct(page, bag);
  await expect(page.getByLabel('Tamanho')).toHaveValue('U');
  await page.getByRole('button', { name: 'Adicionar produto à sacola' }).click();
  await expect(page.getByText('Produto adicionado ao carrinho!').first()).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Sacola, 1 item');
});

test('a product with several sizes still asks for one', async ({ page }) => {
  await openProduct(page, BATA);
  await expect(page.getByLabel('Tamanho')).toHaveValue('');
});
