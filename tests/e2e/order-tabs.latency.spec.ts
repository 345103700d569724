import { addToBag, cartLines, expect, login, openProduct, test, title } from './fixtures';
import { PIX_DISCOUNT_LINE, placeOrderButton, startCheckout, toReviewWithPix } from './checkout-helpers';
import { REGATA, SAIA } from './products';

// At the default delays (placeOrder 1.5 s, cartSave 0.3 s): a product added in
// another tab while the order is on its way is not part of the order, and stays in the bag, in
// both tabs, after a reload, and after logging out and in. The order takes its own lines only.

test('a product added in a second tab while the order is on its way stays in the bag', async ({ page, context }) => {
  test.setTimeout(120_000);
  await startCheckout(page, REGATA, 'M');
  await toReviewWithPix(page);
  await expect(page.getByText(PIX_DISCOUNT_LINE)).toBeVisible({ timeout: 10_000 });

  // Tab 2, already on another product's page with its size chosen.
  const tab2 = await context.newPage();
  await openProduct(tab2, SAIA);
  await tab2.getByLabel('Tamanho').selectOption('38');

  await placeOrderButton(page).click();
  await tab2.waitForTimeout(300); // the order is on its way (1.5 s)
  await addToBag(tab2, '38'); // waits for 'Produto adicionado ao carrinho!'

  await expect(page.getByRole('heading', { level: 1, name: 'Pedido confirmado' })).toBeFocused({ timeout: 10_000 });
  // The order holds tab 1's line only.
  const ordered = page.getByRole('list', { name: 'Itens do pedido' }).getByRole('listitem');
  await expect(ordered).toHaveCount(1);
  await expect(ordered.getByText(title(REGATA))).toBeVisible();

  // Both tabs keep SAIA, and only SAIA.
  for (const tab of [page, tab2]) {
    await tab.goto('/cart');
    await expect(cartLines(tab)).toHaveCount(1, { timeout: 10_000 });
    await expect(cartLines(tab).getByRole('heading', { name: title(SAIA) })).toBeVisible();
  }
  await tab2.reload();
  await expect(cartLines(tab2).getByRole('heading', { name: title(SAIA) })).toBeVisible({ timeout: 10_000 });

  // Logged out and in again: the server's copy holds SAIA too.
  await page.getByRole('button', { name: 'sair' }).click();
  await expect(page.getByText('Logout efetuado com sucesso!').first()).toBeVisible();
  await login(page);
  await page.goto('/cart');
  await expect(cartLines(page)).toHaveCount(1, { timeout: 10_000 });
  await expect(cartLines(page).getByRole('heading', { name: title(SAIA) })).toBeVisible();
  await expect(page.getByText('Carrinho vazio!')).toHaveCount(0);
});
