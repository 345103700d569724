import type { Page } from '@playwright/test';
import { cartLink, expect, test } from './fixtures';
import {
  CARD,
  continueTo,
  field,
  fillCard,
  fillDelivery,
  placeOrderButton,
  serverOrders,
  startCheckout,
} from './checkout-helpers';

// A card token pays within 15 minutes (README). Once it is past them, or the
// server has forgotten it, 'Finalizar pedido' forgets the card and asks for it again, once.

const EXPIRED = 'Dados do cartão expirados. Digite o cartão de novo.';

async function toReviewWithCard(page: Page) {
  await startCheckout(page);
  await fillDelivery(page);
  await continueTo(page, 'Pagamento');
  await fillCard(page, CARD, '2');
  await continueTo(page, 'Revisão do pedido');
  await expect(page.getByText(/^Visa final 1111/)).toBeVisible();
}

/** Back on 'Pagamento' with the card form open and empty, the message said; then a new card places the order. */
async function cardAskedAgain(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Pagamento' })).toBeFocused();
  await expect(page.getByRole('alert')).toHaveText(EXPIRED);
  await expect(page.getByText('Cartão Visa final 1111.')).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /Cartão de crédito/ })).toBeChecked();
  await expect(field(page, 'Número do cartão')).toHaveValue('');
  await expect(cartLink(page)).toHaveAccessibleName('Sacola, 1 item');
  expect(await serverOrders(page)).toHaveLength(0);

  await fillCard(page, CARD, '2');
  await continueTo(page, 'Revisão do pedido');
  await placeOrderButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido confirmado' })).toBeVisible();
  expect(await serverOrders(page)).toHaveLength(1);
}

test('15 minutes on the review: the expired card is forgotten and asked for again', async ({ page }) => {
  await page.clock.install();
  await toReviewWithCard(page);
  await page.clock.fastForward('15:01');
  await placeOrderButton(page).click();
  await cardAskedAgain(page);
});

test('a server that forgot the card (a restart) at 360 px: the same', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await toReviewWithCard(page);
  // The in-page server's records (mocks/backend/store.ts): its card tokens gone, as after a restart.
  await page.evaluate(() => localStorage.removeItem('@context-amaro:server-card-tokens'));
  await placeOrderButton(page).click();
  await cardAskedAgain(page);
});
