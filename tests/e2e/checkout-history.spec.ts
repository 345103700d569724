import { expect, test, title } from './fixtures';
import { continueTo, fillDelivery, placeOrderButton, REGATA, startCheckout } from './checkout-helpers';

// Back walks the checkout's steps while the shopper is in it; once the order
// is placed, Back from its confirmation leaves the checkout in one press.

test('Back from the confirmation returns to the bag in one press, then to the product', async ({ page }) => {
  await startCheckout(page);
  await fillDelivery(page);
  await continueTo(page, 'Pagamento');
  await page.getByRole('radio', { name: /PIX/ }).check();
  await continueTo(page, 'Revisão do pedido');
  // Back and Forward still walk the steps before the order.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Pagamento' })).toBeFocused();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Revisão do pedido' })).toBeFocused();

  await placeOrderButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido confirmado' })).toBeFocused();
  await expect(page).toHaveURL('/pedido/100001');

  await page.goBack();
  await expect(page).toHaveURL('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Carrinho de compras' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: title(REGATA) })).toBeVisible();
});

test('a step changed from the review, then the order: Back still leaves in one press', async ({ page }) => {
  await startCheckout(page);
  await fillDelivery(page);
  await continueTo(page, 'Pagamento');
  await page.getByRole('radio', { name: /PIX/ }).check();
  await continueTo(page, 'Revisão do pedido');
  await page.getByRole('link', { name: 'Alterar a entrega' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Entrega' })).toBeFocused();
  await continueTo(page, 'Pagamento');
  await continueTo(page, 'Revisão do pedido');
  await page.reload();
  await placeOrderButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido confirmado' })).toBeFocused();

  await page.goBack();
  await expect(page).toHaveURL('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Carrinho de compras' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: title(REGATA) })).toBeVisible();
});
