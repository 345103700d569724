import type { Page } from '@playwright/test';
import { watchLayoutShifts } from './cls-screens';
import { expect, test } from './fixtures';
import { continueTo, field, KNOWN_CEP, placeOrderButton, startCheckout } from './checkout-helpers';

// At the default delays (cep 0.8 s, shipping 1 s, placeOrder 1.5 s, order 1 s,
// pixStatus 0.5 s, pixPaid 10 s): every wait says what it waits for, and the PIX is paid on its own.

const shifted = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls);

test('default latency at 1280 px: a PIX order from the cart to Pagamento aprovado, each wait shown, nothing jumping', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await watchLayoutShifts(page);
  await startCheckout(page);
  const atStart = await shifted(page);
  await field(page, 'Nome do destinatário').fill('Maria Souza');
  await field(page, 'CEP').fill(KNOWN_CEP.typed);
  await expect(page.getByText('Buscando o endereço...')).toBeVisible();
  await expect(page.getByText('Calculando o frete...')).toBeVisible();
  await expect(field(page, 'Número')).toBeFocused({ timeout: 5_000 });
  await page.keyboard.type('1000');
  await page.getByRole('radio', { name: /Econômica/ }).check();
  await continueTo(page, 'Pagamento');
  await page.getByRole('radio', { name: /PIX/ }).check();
  await continueTo(page, 'Revisão do pedido');
  // The address looked up, the options and the totals arriving move nothing (CLS ≤ 0.01).
  const cls = (await shifted(page)) - atStart;
  expect(cls, `layout shift during the checkout ${cls.toFixed(3)}`).toBeLessThanOrEqual(0.01);

  await placeOrderButton(page).click();
  await expect(page.getByRole('button', { name: 'Finalizando...' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido confirmado' })).toBeFocused({ timeout: 10_000 });
  await expect(page.getByText('Aguardando pagamento')).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code do PIX' })).toBeVisible();
  await expect(page.getByText('Pagamento aprovado', { exact: true }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('img', { name: 'QR code do PIX' })).toHaveCount(0);
});
