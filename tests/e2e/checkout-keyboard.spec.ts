import type { Page } from '@playwright/test';
import { expect, isFocused, tabTo, test } from './fixtures';
import { CARD, field, serverOrders, startCheckout } from './checkout-helpers';

// The keyboard alone completes an order (no mouse calls from 'Finalizar compra' on).

/** Tab to a control and press a key on it. */
async function press(page: Page, target: ReturnType<Page['getByRole']>, key = 'Enter') {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

async function typeDelivery(page: Page) {
  const kb = page.keyboard;
  await tabTo(page, field(page, 'Nome do destinatário'));
  await kb.type('Maria Souza');
  await kb.press('Tab');
  await kb.type('01310100');
  await expect(field(page, 'Número')).toBeFocused(); // the lookup filled the address
  await kb.type('1000');
  // The radio group: Tab reaches it, Space picks the focused option.
  await tabTo(page, page.getByRole('radio', { name: /Econômica/ }));
  await kb.press('Space');
  await expect(page.getByRole('radio', { name: /Econômica/ })).toBeChecked();
  await press(page, page.getByRole('button', { name: 'Continuar' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Pagamento' })).toBeFocused();
}

test('keyboard only at 1280 px: a PIX order', async ({ page }) => {
  await startCheckout(page);
  await typeDelivery(page);
  await tabTo(page, page.getByRole('radio', { name: /PIX/ }));
  await page.keyboard.press('Space');
  await press(page, page.getByRole('button', { name: 'Continuar' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Revisão do pedido' })).toBeFocused();
  await press(page, page.getByRole('button', { name: 'Finalizar pedido' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido confirmado' })).toBeFocused();
  expect(await serverOrders(page)).toHaveLength(1);
});

test('keyboard only at 360 px: a card order in 2x', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await startCheckout(page);
  await typeDelivery(page);
  const kb = page.keyboard;
  // Arrow keys move between the radios of a group.
  await tabTo(page, page.getByRole('radio', { name: /PIX/ }));
  await kb.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /Cartão de crédito/ })).toBeChecked();
  await tabTo(page, field(page, 'Número do cartão'));
  await kb.type(CARD.number);
  for (const value of [CARD.holder, CARD.expiry, CARD.cvv, CARD.cpf]) {
    await kb.press('Tab');
    await kb.type(value);
  }
  await kb.press('Tab');
  expect(await isFocused(page.getByLabel('Parcelas'))).toBe(true);
  await kb.press('ArrowDown'); // 1x → 2x
  await expect(page.getByLabel('Parcelas')).toHaveValue('2');
  await press(page, page.getByRole('button', { name: 'Continuar' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Revisão do pedido' })).toBeFocused();
  await expect(page.getByText(/Visa final 1111, 2x de/)).toBeVisible();
  await press(page, page.getByRole('button', { name: 'Finalizar pedido' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido confirmado' })).toBeFocused();
  await expect(page.getByText(/Cartão Visa final 1111, 2x de/)).toBeVisible();
});
