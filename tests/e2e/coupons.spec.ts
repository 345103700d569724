import { belowMinimumText, COUPON_MESSAGES, couponRemovedText, DEMO_COUPONS } from '../../src/rules/coupons';
import { percentOffCents, pixDiscountCents } from '../../src/rules/totals';
import { shippingCents } from '../../src/test/figures';
import { audit, continueTo, fillDelivery, placeOrderButton } from './checkout-helpers';
import { addToBag, brl, cents, expect, login, openProduct, test, title } from './fixtures';
import { CASACO, REGATA } from './products';
import type { Page } from '@playwright/test';

// 'Cupom de desconto' as a shopper uses it: applied, removed and refused in the cart, dropped
// when a line leaves, and a coupon with PIX on one order through to the order page.

const summary = (page: Page) => page.getByRole('region', { name: 'Resumo do Pedido' });
const couponField = (page: Page) => page.getByRole('textbox', { name: 'Cupom de desconto' });

async function applyCode(page: Page, code: string) {
  await couponField(page).fill(code);
  await page.getByRole('button', { name: 'Aplicar' }).click();
}

const minimumOf = (code: string) => DEMO_COUPONS.find((coupon) => coupon.code === code)!.minimumCents!;
const REGATA_CENTS = cents(REGATA.actual_price);
const CASACO_CENTS = cents(CASACO.actual_price);

for (const width of [360, 1280]) {
  test(`at ${width} px: codes applied, refused, removed, and dropped when a line leaves`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await login(page);
    await openProduct(page, CASACO);
    await addToBag(page, 'P');
    await openProduct(page, REGATA);
    await addToBag(page, 'M');
    await page.goto('/cart');
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
  await login(page);
  await openProduct(page, REGATA);
  await addToBag(page, 'M');
  await page.goto('/cart');
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
