import { addToBag, brl, cartLink, cents, expect, openProduct, screenshotBoth, test } from './fixtures';
import { TOP } from './products';
import { failNow, KINDS, REASON } from './failures-helpers';
import {
  CARD,
  continueTo,
  field,
  fillCard,
  fillDelivery,
  mock,
  pixTotalToSP,
  placeOrderButton,
  REGATA,
  serverOrders,
  startCheckout,
  toReviewWithPix,
} from './checkout-helpers';

// Every checkout call when it fails (docs/FAILURES.md). None loses the cart, and none
// leaves the shopper not knowing whether an order exists.

const confirmed = (page: import('@playwright/test').Page) =>
  expect(page.getByRole('heading', { level: 1, name: 'Pedido confirmado' })).toBeVisible();

for (const kind of KINDS) {
  test(`placeOrder ${kind}: asked by key, not placed, nothing charged; trying again places one order`, async ({
    page,
  }) => {
    await startCheckout(page);
    await toReviewWithPix(page);
    await failNow(page, `placeOrder:${kind}`);
    await placeOrderButton(page).click();
    const notice = page.getByRole('heading', { name: 'Seu pedido não foi feito' });
    await expect(notice).toBeVisible({ timeout: 8_000 });
    await expect(page.getByText(REASON[kind])).toBeVisible();
    await expect(page.getByText(/Nada foi cobrado\. Você pode finalizar de novo com segurança/)).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Sacola, 1 item');
    if (kind === 'timeout') await screenshotBoth(page, 'checkout-revisao-nao-feito');
    expect(await serverOrders(page)).toHaveLength(0);

    await failNow(page, '');
    await placeOrderButton(page).click();
    await confirmed(page);
    expect(await serverOrders(page)).toHaveLength(1);
  });
}

test('placeOrder lost: the order exists, so the shopper sees its confirmation, once', async ({ page }) => {
  await startCheckout(page);
  await toReviewWithPix(page);
  await failNow(page, 'placeOrder:lost');
  await placeOrderButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'Enviando seu pedido...' })).toBeVisible();
  await confirmed(page);
  await expect(cartLink(page)).toHaveAccessibleName('Sacola');
  expect(await serverOrders(page)).toHaveLength(1);
});

test('a reload while the order is on its way asks about it and never places a second one', async ({ page }) => {
  await startCheckout(page);
  await toReviewWithPix(page);
  await failNow(page, 'placeOrder:lost');
  await placeOrderButton(page).click();
  await page.reload();
  await confirmed(page);
  expect(await serverOrders(page)).toHaveLength(1);
});

test('placeOrder timeout and the check by key failing too: not confirmed, pointed to Meus pedidos', async ({
  page,
}) => {
  await startCheckout(page);
  await toReviewWithPix(page);
  await failNow(page, 'placeOrder:timeout,orders:500');
  await placeOrderButton(page).click();
  await expect(page.getByRole('heading', { name: 'Não conseguimos confirmar seu pedido' })).toBeVisible({
    timeout: 8_000,
  });
  await expect(page.getByRole('link', { name: 'Meus pedidos' }).last()).toHaveAttribute('href', '/pedidos');
  await screenshotBoth(page, 'checkout-revisao-nao-confirmado');
  await failNow(page, '');
  await placeOrderButton(page).click();
  await confirmed(page);
  expect(await serverOrders(page)).toHaveLength(1);
});

test('a price changed and a size sold out: shown before anything is charged, then the new total', async ({ page }) => {
  const other = TOP;
  await startCheckout(page);
  await openProduct(page, other);
  const size = other.sizes.find((s) => s.available)!;
  await addToBag(page, size.size);
  await page.goto('/checkout');
  await toReviewWithPix(page);
  await mock(page, `reprice('${REGATA.code_color}', 'R$ 99,90')`);
  await mock(page, `soldOut('${size.sku}')`);
  await placeOrderButton(page).click();

  await expect(page.getByRole('heading', { name: 'Alguns itens mudaram' })).toBeVisible();
  await expect(page.getByText('REGATA CANELADA - OFF WHITE (M) agora custa R$ 99,90.')).toBeVisible();
  await expect(page.getByText(/TOP CROPPED .* esgotou\./)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Itens do pedido' }).getByRole('listitem')).toHaveCount(1);
  await expect(cartLink(page)).toHaveAccessibleName('Sacola, 1 item');
  expect(await serverOrders(page)).toHaveLength(0);
  // REGATA at its new price by PIX, and economy shipping: the total shown is the one sent.
  const newTotal = brl(pixTotalToSP(cents('R$ 99,90')));
  await expect(page.getByText(newTotal).first()).toBeVisible();
  await screenshotBoth(page, 'checkout-revisao-mudou');

  await placeOrderButton(page).click();
  await confirmed(page);
  await expect(page.getByText(newTotal).first()).toBeVisible();
});

test('cep 500: said under the field, and the address typed by hand', async ({ page }) => {
  await startCheckout(page);
  await failNow(page, 'cep:500');
  await field(page, 'CEP').fill('01310100');
  await expect(page.getByText(`Não foi possível buscar o CEP. ${REASON['500']} Preencha o endereço.`)).toBeVisible();
  await expect(field(page, 'Rua')).toBeEditable();
  await expect(field(page, 'Rua')).toHaveValue('');
});

test('shipping offline: said, and Tentar novamente brings the options', async ({ page }) => {
  await startCheckout(page);
  await failNow(page, 'shipping:offline');
  await field(page, 'CEP').fill('01310100');
  const shipping = page.getByRole('group', { name: 'Frete' });
  await expect(shipping).toContainText(`Não foi possível calcular o frete. ${REASON.offline}`);
  await failNow(page, '');
  await shipping.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(shipping.getByRole('radio', { name: /Econômica/ })).toBeVisible();
});

test('cardToken timeout: said, the card stays typed for another try', async ({ page }) => {
  await startCheckout(page);
  await fillDelivery(page);
  await continueTo(page, 'Pagamento');
  await failNow(page, 'cardToken:timeout');
  await fillCard(page, CARD, '1');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('button', { name: 'Validando o cartão...' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(`Não foi possível validar o cartão agora. ${REASON.timeout}`, {
    timeout: 8_000,
  });
  await expect(field(page, 'CVV')).toHaveValue(CARD.cvv);
  await failNow(page, '');
  await continueTo(page, 'Revisão do pedido');
});

test('orders 500 and order offline: each page says so and can try again', async ({ page }) => {
  await startCheckout(page);
  await toReviewWithPix(page);
  await placeOrderButton(page).click();
  await confirmed(page);
  await failNow(page, 'orders:500,order:offline');
  await page.goto('/pedidos');
  await expect(page.getByText('Não foi possível carregar seus pedidos.')).toBeVisible();
  await page.goto('/pedidos/100001');
  await expect(page.getByText('Não foi possível carregar o pedido.')).toBeVisible();
  await expect(page.getByText(REASON.offline)).toBeVisible();
  await failNow(page, '');
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido 100001' })).toBeVisible();
});
