import { pixDiscountText } from '../../src/rules/prices';
import { shippingOptionText } from '../../src/rules/shipping';
import { installmentsText, pixDiscountCents } from '../../src/rules/totals';
import { shippingTo } from '../../src/test/figures';
import { brl, cartLink, expect, readLocalStorage, readSessionStorage, screenshotBoth, test } from './fixtures';
import {
  audit,
  CARD,
  continueTo,
  DECLINED_CARD,
  field,
  fillCard,
  fillDelivery,
  PIX_DISCOUNT_LINE,
  placeOrderButton,
  REGATA_CENTS,
  serverOrders,
  startCheckout,
} from './checkout-helpers';

// The checkout in the browser, against the instant build (a PIX is paid at once there:
// checkout-pix.failures.spec.ts and checkout.latency.spec.ts show the PIX awaiting payment).

// REGATA CANELADA (M) to São Paulo by economy, by the price rules; the PIX discount is off the products only.
const SUBTOTAL = REGATA_CENTS;
const ECONOMY = shippingTo('economica', SUBTOTAL);
const SHIPPING = ECONOMY.priceCents;
const PIX_DISCOUNT = pixDiscountCents(SUBTOTAL);

test('PIX at 360 px: every step checked, the order confirmed, the cart empty', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await startCheckout(page);
  await expect(page).toHaveTitle('Entrega | Vitrine');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(field(page, 'Nome do destinatário')).toBeFocused();
  await expect(page.getByText('Campo obrigatório').first()).toBeVisible();
  await expect(page.getByText('Escolha uma opção de frete')).toBeVisible();
  await screenshotBoth(page, 'checkout-entrega-errors');
  await audit(page, 'Entrega');

  await fillDelivery(page);
  await expect(page.getByRole('radio', { name: /Expressa/ })).toBeVisible();
  await screenshotBoth(page, 'checkout-entrega');
  await continueTo(page, 'Pagamento');
  await expect(page).toHaveURL('/checkout/pagamento');
  await page.getByRole('radio', { name: /PIX/ }).check();
  await expect(page.getByText(PIX_DISCOUNT_LINE)).toBeVisible();
  await expect(page.getByText(`- ${brl(PIX_DISCOUNT)}`)).toBeVisible();
  await expect(page.getByText(brl(SUBTOTAL - PIX_DISCOUNT + SHIPPING)).first()).toBeVisible();
  await screenshotBoth(page, 'checkout-pagamento-pix');
  await audit(page, 'Pagamento');

  await continueTo(page, 'Revisão do pedido');
  await expect(page).toHaveTitle('Revisão do pedido | Vitrine');
  const items = page.getByRole('list', { name: 'Itens do pedido' });
  await expect(items.getByText('REGATA CANELADA - OFF WHITE')).toBeVisible();
  await expect(items.getByText('Tamanho - M')).toBeVisible();
  await expect(page.getByText('Avenida Paulista, 1000')).toBeVisible();
  await expect(page.getByText(`PIX (${pixDiscountText()})`)).toBeVisible();
  await expect(page.getByText(shippingOptionText(ECONOMY))).toBeVisible();
  await screenshotBoth(page, 'checkout-revisao');
  await audit(page, 'Revisão');

  await placeOrderButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido confirmado' })).toBeFocused();
  await expect(page).toHaveURL('/pedido/100001');
  await expect(page).toHaveTitle('Pedido confirmado | Vitrine');
  await expect(page.getByText('Pedido nº 100001', { exact: false })).toBeVisible();
  await expect(page.getByText('Pagamento aprovado', { exact: true })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Sacola');
  await screenshotBoth(page, 'pedido-pix-pago');
  await audit(page, 'Pedido confirmado');
  expect(await serverOrders(page)).toHaveLength(1);

  // The cart is empty now: /checkout goes back to it.
  await page.goto('/checkout/entrega');
  await expect(page).toHaveURL('/cart');
});

test('card in 3x at 1280 px: brand, parcels, tokenised; no card data kept anywhere', async ({ page }) => {
  await startCheckout(page);
  await fillDelivery(page);
  await continueTo(page, 'Pagamento');
  await fillCard(page, CARD, '3');
  await expect(page.getByText('Bandeira: Visa')).toBeVisible();
  const total = SUBTOTAL + SHIPPING;
  await expect(page.getByRole('option', { name: installmentsText(total, 1) })).toBeAttached();
  await expect(page.getByRole('option', { name: installmentsText(total, 3) })).toBeAttached();
  await screenshotBoth(page, 'checkout-pagamento-cartao');
  await audit(page, 'Pagamento (cartão)');
  await continueTo(page, 'Revisão do pedido');
  await expect(page.getByText(`Visa final 1111, ${installmentsText(total, 3)}`)).toBeVisible();
  await screenshotBoth(page, 'checkout-revisao-cartao');

  await placeOrderButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido confirmado' })).toBeFocused();
  await expect(page.getByText('Pagamento aprovado', { exact: true })).toBeVisible();
  await expect(page.getByText(`Cartão Visa final 1111, ${installmentsText(total, 3)}`)).toBeVisible();
  await screenshotBoth(page, 'pedido-cartao');

  // The card's number, CVV and CPF are in no storage and no address.
  const kept = JSON.stringify([await readLocalStorage(page), await readSessionStorage(page), page.url()]);
  for (const secret of ['4111111111111111', '4111 1111 1111 1111', '529.982.247-25', '52998224725', '"123"']) {
    expect(kept).not.toContain(secret);
  }
});

test('a declined card at 360 px: said clearly, the cart intact, then PIX places the order', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await startCheckout(page);
  await fillDelivery(page);
  await continueTo(page, 'Pagamento');
  await fillCard(page, DECLINED_CARD, '1');
  await continueTo(page, 'Revisão do pedido');
  await placeOrderButton(page).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Pagamento' })).toBeFocused();
  await expect(page.getByRole('alert')).toContainText(
    'Pagamento recusado pela operadora do cartão. Nenhum valor foi cobrado.',
  );
  await expect(cartLink(page)).toHaveAccessibleName('Sacola, 1 item');
  await screenshotBoth(page, 'checkout-pagamento-recusado');
  expect(await serverOrders(page)).toHaveLength(0);

  await page.getByRole('radio', { name: /PIX/ }).check();
  await continueTo(page, 'Revisão do pedido');
  await placeOrderButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido confirmado' })).toBeVisible();
  expect(await serverOrders(page)).toHaveLength(1);
});

test('an unknown CEP at 1280 px: said, and the address typed by hand', async ({ page }) => {
  await startCheckout(page);
  await field(page, 'Nome do destinatário').fill('Maria Souza');
  await field(page, 'CEP').fill('99990000');
  await expect(page.getByText('CEP não encontrado. Preencha o endereço.')).toBeVisible();
  await expect(field(page, 'CEP')).toHaveValue('99990-000');
  await field(page, 'Rua').fill('Rua das Flores');
  await field(page, 'Número').fill('12');
  await field(page, 'Bairro').fill('Centro');
  await field(page, 'Cidade').fill('Passo Fundo');
  await page.getByLabel('UF').selectOption('RS');
  await page.getByRole('radio', { name: /Econômica/ }).check();
  await screenshotBoth(page, 'checkout-entrega-cep-desconhecido');
  await continueTo(page, 'Pagamento');
  await page.getByRole('radio', { name: /PIX/ }).check();
  await continueTo(page, 'Revisão do pedido');
  await expect(page.getByText('Rua das Flores, 12')).toBeVisible();
  await expect(page.getByText('Centro, Passo Fundo - RS')).toBeVisible();
});

test('reload on every step keeps what was typed but the card; Back and Forward walk the steps', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await startCheckout(page);
  // A later step whose earlier steps are not done goes to the first one, replacing the address.
  await page.goto('/checkout/revisao');
  await expect(page).toHaveURL('/checkout/entrega');

  await field(page, 'Nome do destinatário').fill('Maria Souza');
  await field(page, 'CEP').pressSequentially('01310100');
  await expect(field(page, 'Rua')).toHaveValue('Avenida Paulista');
  // The shopper types the number once the caret is in it, then reloads at once.
  await expect(field(page, 'Número')).toBeFocused();
  await page.keyboard.type('1000');
  await expect(field(page, 'Número')).toHaveValue('1000');
  await page.reload();
  await expect(field(page, 'Nome do destinatário')).toHaveValue('Maria Souza');
  await expect(field(page, 'CEP')).toHaveValue('01310-100');
  await expect(field(page, 'Número')).toHaveValue('1000');
  await expect(field(page, 'Rua')).toHaveValue('Avenida Paulista');
  await page.getByRole('radio', { name: /Econômica/ }).check();
  await continueTo(page, 'Pagamento');

  await fillCard(page, CARD, '2');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Pagamento' })).toBeVisible();
  await page.getByRole('radio', { name: /Cartão de crédito/ }).check();
  await expect(field(page, 'Número do cartão')).toHaveValue('');
  await expect(field(page, 'CVV')).toHaveValue('');
  await expect(field(page, 'CPF do titular')).toHaveValue('');
  await fillCard(page, CARD, '2');
  await continueTo(page, 'Revisão do pedido');
  await page.reload();
  await expect(page.getByText(/Visa final 1111, 2x de/)).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Pagamento' })).toBeFocused();
  await expect(page.getByText('Cartão Visa final 1111.')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Entrega' })).toBeFocused();
  await expect(field(page, 'Número')).toHaveValue('1000');
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Pagamento' })).toBeFocused();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Revisão do pedido' })).toBeFocused();
});

test('a double click on Finalizar pedido places one order', async ({ page }) => {
  await startCheckout(page);
  await fillDelivery(page);
  await continueTo(page, 'Pagamento');
  await page.getByRole('radio', { name: /PIX/ }).check();
  await continueTo(page, 'Revisão do pedido');
  await placeOrderButton(page).dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido confirmado' })).toBeVisible();
  expect(await serverOrders(page)).toHaveLength(1);
  await page.getByRole('link', { name: 'Meus pedidos' }).first().click();
  await expect(page.getByRole('list', { name: 'Pedidos' }).getByRole('listitem')).toHaveCount(1);
});
