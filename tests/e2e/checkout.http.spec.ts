import { expect, test } from './fixtures';
import { CARD, continueTo, fillCard, fillDelivery, placeOrderButton, startCheckout } from './checkout-helpers';

// The checkout over HTTP: the project's `api` switch and `npm run api` (playwright.config.ts).

test('over HTTP: a card order in 3x, then the order in Meus pedidos', async ({ page }) => {
  const sent: Array<{ route: string; headers: Record<string, string>; body: string }> = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && request.method() === 'POST')
      sent.push({
        route: url.pathname.slice('/api'.length),
        headers: request.headers(),
        body: request.postData() ?? '',
      });
  });
  await startCheckout(page);
  await fillDelivery(page);
  await continueTo(page, 'Pagamento');
  await fillCard(page, CARD, '3');
  await continueTo(page, 'Revisão do pedido');
  await placeOrderButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido confirmado' })).toBeVisible();
  await expect(page.getByText(/Cartão Visa final 1111, 3x de/)).toBeVisible();
  const number = (await page.getByText(/^Pedido nº \d+/).textContent())!.match(/\d+/)![0];

  // The card went to the tokeniser only; the order carried the token and an idempotency key.
  const order = sent.find((r) => r.route === '/orders')!;
  expect(order.headers['idempotency-key']).toMatch(/^[\w-]{8,100}$/);
  const hasCard = (body: string) => body.replace(/\s/g, '').includes(CARD.number);
  expect(hasCard(order.body)).toBe(false);
  expect(sent.filter((r) => hasCard(r.body)).map((r) => r.route)).toEqual(['/card-tokens']);

  await page.getByRole('link', { name: 'Meus pedidos' }).first().click();
  await expect(page.getByRole('link', { name: `Pedido nº ${number}` })).toBeVisible();
});
