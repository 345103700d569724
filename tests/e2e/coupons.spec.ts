import { belowMinimumText, COUPON_MESSAGES, couponRemovedText, DEMO_COUPONS } from '../../src/rules/coupons';
import { linePaidCents, paidOrderOf } from '../../src/rules/refunds';
import { spreadCents } from '../../src/rules/shares';
import { percentOffCents, pixDiscountCents } from '../../src/rules/totals';
import { shippingCents } from '../../src/test/figures';
import { audit, continueTo, fillDelivery, mock, orderNumber, placeOrderButton } from './checkout-helpers';
import { addToBag, brl, cartLink, cents, expect, openProduct, signIn, test, title } from './fixtures';
import { CASACO, REGATA, TOP } from './products';
import { confirm, deliver, include, openReturns, requests } from './returns-helpers';
import type { Page } from '@playwright/test';

// 'Cupom de desconto' as a shopper uses it: applied, removed and refused in the cart, dropped
// when a line leaves, a coupon with PIX on one order through to the order page, and on a two-line
// order through to a one-line return that gives back what that line paid.

const summary = (page: Page) => page.getByRole('region', { name: 'Resumo do Pedido' });
const couponField = (page: Page) => page.getByRole('textbox', { name: 'Cupom de desconto' });

async function applyCode(page: Page, code: string) {
  await couponField(page).fill(code);
  await page.getByRole('button', { name: 'Aplicar' }).click();
}

const minimumOf = (code: string) => DEMO_COUPONS.find((coupon) => coupon.code === code)!.minimumCents!;
const REGATA_CENTS = cents(REGATA.actual_price);
const CASACO_CENTS = cents(CASACO.actual_price);
const TOP_CENTS = cents(TOP.actual_price);

for (const width of [360, 1280]) {
  test(`at ${width} px: codes applied, refused, removed, and dropped when a line leaves`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page);
    await openProduct(page, CASACO);
    await addToBag(page, 'P');
    await openProduct(page, REGATA);
    await addToBag(page, 'M');
    await cartLink(page).click();
    await expect(couponField(page)).toBeVisible();

    await applyCode(page, 'naoexiste');
    await expect(summary(page).getByText(COUPON_MESSAGES.invalid)).toBeVisible();
    await expect(couponField(page)).toHaveAccessibleDescription(COUPON_MESSAGES.invalid);
    await audit(page, 'Cupom recusado');

    await applyCode(page, ' vale30 ');
    const remove = page.getByRole('button', { name: 'Remover', exact: true });
    await expect(remove).toBeFocused();
    await expect(summary(page).getByText(`Cupom VALE30 −${brl(3000)}`)).toBeVisible();
    await expect(summary(page).getByText(`Valor total: ${brl(REGATA_CENTS + CASACO_CENTS - 3000)}`)).toBeVisible();
    await audit(page, 'Cupom aplicado');

    await remove.click();
    await expect(couponField(page)).toBeFocused();
    await expect(summary(page).getByText(`Valor total: ${brl(REGATA_CENTS + CASACO_CENTS)}`)).toBeVisible();

    // Applied again, then the line that kept it above its minimum leaves: it is dropped, and said.
    await applyCode(page, 'VALE30');
    await expect(remove).toBeVisible();
    await page.getByRole('button', { name: `Remover ${title(CASACO)}, tamanho P` }).click();
    const why = { reason: 'belowMinimum' as const, message: belowMinimumText(minimumOf('VALE30') - REGATA_CENTS) };
    await expect(page.getByText(couponRemovedText('VALE30', why)).first()).toBeVisible();
    await expect(summary(page).getByText(`Valor total: ${brl(REGATA_CENTS)}`)).toBeVisible();
    await expect(couponField(page)).toBeVisible();
  });
}

test('a coupon and PIX on one order, through to the order page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await openProduct(page, REGATA);
  await addToBag(page, 'M');
  await cartLink(page).click();
  await applyCode(page, 'BEMVINDA10');
  await expect(page.getByRole('button', { name: 'Remover', exact: true })).toBeVisible();
  // It is kept with the cart: a reload keeps it.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Remover', exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Finalizar compra' }).click();
  await fillDelivery(page);
  await continueTo(page, 'Pagamento');
  await page.getByRole('radio', { name: /PIX/ }).check();
  await continueTo(page, 'Revisão do pedido');

  const coupon = percentOffCents(REGATA_CENTS, 10);
  const products = REGATA_CENTS - coupon;
  const total = products - pixDiscountCents(products) + shippingCents('economica', products);
  const resumo = page.getByRole('complementary', { name: 'Resumo' });
  await expect(resumo.getByText('Cupom BEMVINDA10', { exact: true })).toBeVisible();
  await expect(resumo.getByText(`−${brl(coupon)}`)).toBeVisible();
  await expect(resumo.getByText(brl(total))).toBeVisible();
  await audit(page, 'Revisão com cupom');

  await placeOrderButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido confirmado' })).toBeFocused();
  await expect(page.getByText('Cupom BEMVINDA10', { exact: true })).toBeVisible();
  await expect(page.getByText(`−${brl(coupon)}`)).toBeVisible();
  await expect(page.getByText(brl(total)).first()).toBeVisible();
  await audit(page, 'Pedido com cupom');
});

for (const width of [360, 1280]) {
  test(`at ${width} px: a coupon and PIX on a two-line order, then one line withdrawn for what it paid`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
    await signIn(page);
    await openProduct(page, REGATA);
    await addToBag(page, 'M');
    await openProduct(page, TOP);
    await addToBag(page, 'P');
    await cartLink(page).click();
    await applyCode(page, 'BEMVINDA10');
    await expect(page.getByRole('button', { name: 'Remover', exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'Finalizar compra' }).click();
    await fillDelivery(page);
    await continueTo(page, 'Pagamento');
    await page.getByRole('radio', { name: /PIX/ }).check();
    await continueTo(page, 'Revisão do pedido');

    // The rules' figures: the coupon on both lines, spread over them, then the PIX discount on what is left.
    const lines = [REGATA_CENTS, TOP_CENTS];
    const subtotal = REGATA_CENTS + TOP_CENTS;
    const coupon = percentOffCents(subtotal, 10);
    const couponShares = spreadCents(coupon, lines);
    const products = subtotal - coupon;
    const pix = pixDiscountCents(products);
    const shipping = shippingCents('economica', products);
    const total = products - pix + shipping;
    const resumo = page.getByRole('complementary', { name: 'Resumo' });
    await expect(resumo.getByText('Cupom BEMVINDA10', { exact: true })).toBeVisible();
    await expect(resumo.getByText(`−${brl(coupon)}`)).toBeVisible();
    await expect(resumo.getByText(brl(total))).toBeVisible();

    await placeOrderButton(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pedido confirmado' })).toBeFocused();
    await expect(page.getByText(brl(total)).first()).toBeVisible();
    const id = await orderNumber(page);
    // Paid at once in this project; should it still wait, the bank pays it.
    if (await page.getByText('Aguardando pagamento').isVisible()) await mock(page, 'pix.pay()');
    await expect(page.getByText('Pagamento aprovado', { exact: true }).first()).toBeVisible();
    await deliver(page, id);

    // The TOP withdrawn alone: its price less its shares of the coupon and of the PIX discount, no shipping.
    const paid = linePaidCents(
      paidOrderOf({
        lines: lines.map((lineCents, i) => ({ lineCents, couponCents: couponShares[i]! })),
        couponCents: coupon,
        discountCents: pix,
        shippingCents: shipping,
      }),
    );
    const refund = paid[1]!;
    expect(refund).toBeLessThan(TOP_CENTS - couponShares[1]!);
    await openReturns(page, id);
    await page.getByRole('radio', { name: 'Desistência' }).check();
    await include(page, 'TOP');
    await audit(page, 'Desistência de uma linha com cupom e PIX');
    await confirm(page);
    await expect(page.getByRole('heading', { level: 1, name: /^Pedido/ })).toBeFocused();
    const request = requests(page).first();
    await expect(request).toContainText(/Solicitação nº \d+: Desistência/);
    await expect(request).toContainText(`Reembolso: ${brl(refund)}, por PIX.`);
    await expect(request).not.toContainText('frete');
    await audit(page, 'Pedido com desistência de uma linha');
  });
}
