import { expect, screenshotBoth, test } from './fixtures';
import { failNow, REASON } from './failures-helpers';
import { audit, mock, placeOrderButton, startCheckout, switchesFromStart, toReviewWithPix } from './checkout-helpers';

// The PIX page while it awaits payment. The failures build has the run-time switches:
// here a PIX takes ten minutes to be paid unless vitrineMock.pix.pay() or .expire() says otherwise.

async function pixOrder(page: import('@playwright/test').Page) {
  await switchesFromStart(page, { latency: 'pixPaid=600000' });
  await startCheckout(page);
  await toReviewWithPix(page);
  await placeOrderButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido confirmado' })).toBeVisible();
}

test('PIX to paid at 360 px: QR code, copia e cola copied, countdown, then Pagamento aprovado', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await pixOrder(page);
  await expect(page.getByText('Aguardando pagamento')).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code do PIX' })).toBeVisible();
  const code = page.getByRole('textbox', { name: 'PIX copia e cola' });
  await expect(code).toHaveValue(/^000201.*6304[0-9A-F]{4}$/);
  await expect(page.getByRole('timer')).toHaveText(/^Expira em (30:00|29:\d\d)$/);
  await page.getByRole('button', { name: 'Copiar código' }).click();
  await expect(page.getByText('Código copiado!', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Código copiado!' })).toBeAttached();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.inputValue());
  await screenshotBoth(page, 'pedido-pix');
  await audit(page, 'PIX');

  await mock(page, 'pix.pay()');
  await expect(page.getByText('Pagamento aprovado', { exact: true }).first()).toBeVisible({ timeout: 8_000 });
  await expect(page.getByRole('img', { name: 'QR code do PIX' })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Pagamento aprovado' })).toBeAttached();
});

test('PIX at 1280 px: copying refused selects the code; an expired PIX reads Pedido cancelado', async ({
  page,
  context,
}) => {
  await context.grantPermissions([]);
  await pixOrder(page);
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
  });
  await page.getByRole('button', { name: 'Copiar código' }).click();
  await expect(page.getByText('Selecione o código e copie', { exact: true }).first()).toBeVisible();
  const code = page.getByRole('textbox', { name: 'PIX copia e cola' });
  await expect(code).toBeFocused();
  const selected = await code.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd]);
  expect(selected).toEqual([0, (await code.inputValue()).length]);

  await failNow(page, 'pixStatus:500');
  await expect(page.getByText(`Não foi possível atualizar o status do pagamento. ${REASON['500']}`)).toBeVisible({
    timeout: 8_000,
  });
  await failNow(page, '');
  await mock(page, 'pix.expire()');
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido cancelado' })).toBeVisible({ timeout: 8_000 });
  await expect(
    page
      .getByRole('main')
      .getByRole('paragraph')
      .filter({ hasText: /^Pedido cancelado$/ }),
  ).toBeVisible();
  // The page's own text (the announcer says it too, once: order-cancelled.failures.spec.ts).
  await expect(page.getByRole('main').getByText('O prazo para pagar o PIX terminou e nada foi cobrado.')).toBeVisible();
  await screenshotBoth(page, 'pedido-pix-cancelado');
});
