import type { Page } from '@playwright/test';
import { addDays, fullDateText, saoPauloDate } from '../../src/rules/saoPauloDate';
import { PAID_BY_CREDIT_TEXT, STORE_CREDIT_VALID_DAYS } from '../../src/rules/storeCredit';
import {
  audit,
  continueTo,
  fillDelivery,
  mock,
  placeOrderButton,
  pixTotalToSP,
  REGATA_CENTS,
  startCheckout,
} from './checkout-helpers';
import { brl, expect, test } from './fixtures';

// The vale-troca as a shopper takes and spends it: granted by the console handle (as a return
// taken as credit would issue it), shown in 'Minha conta' with its balance and expiry, applied by
// the review before the payment method, paying a whole order, and the balance down after it.

const GRANT = 15_000;
const creditSection = (page: Page) => page.getByRole('region', { name: 'Vale-troca' });
const reviewSummary = (page: Page) => page.getByRole('complementary', { name: 'Resumo' });

async function openCredit(page: Page) {
  await page.goto('/conta');
  await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();
  await expect(creditSection(page).getByRole('heading', { name: 'Vale-troca' })).toBeVisible();
}

for (const width of [360, 1280]) {
  test(`at ${width} px: a vale-troca taken, shown in Minha conta, and paying a whole order`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
    await startCheckout(page);
    await openCredit(page);
    await expect(creditSection(page).getByText(/^Você não tem vale-troca\./)).toBeVisible();

    // A vale-troca of R$ 150,00, valid 180 days (its last day in São Paulo time).
    await mock(page, `credit.grant(${GRANT})`);
    await openCredit(page);
    const lastDay = fullDateText(addDays(saoPauloDate(Date.now()), STORE_CREDIT_VALID_DAYS));
    await expect(creditSection(page).getByText(`Saldo disponível: ${brl(GRANT)}.`)).toBeVisible();
    const credits = creditSection(page).getByRole('list', { name: 'Seus vales-troca' }).getByRole('listitem');
    await expect(credits).toHaveCount(1);
    await expect(credits.first()).toContainText(`Saldo de ${brl(GRANT)}, válido até ${lastDay}`);
    await audit(page, 'Minha conta, com vale-troca');

    // The bag from the start; the review applies the credit before PIX, as its own line.
    await page.goto('/cart');
    await page.getByRole('link', { name: 'Finalizar compra' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Entrega' })).toBeFocused();
    await fillDelivery(page);
    await continueTo(page, 'Pagamento');
    await page.getByRole('radio', { name: /PIX/ }).check();
    await continueTo(page, 'Revisão do pedido');
    const total = pixTotalToSP(REGATA_CENTS);
    await expect(reviewSummary(page).getByText('Vale-troca')).toBeVisible();
    await expect(reviewSummary(page).getByText(`−${brl(total)}`)).toBeVisible();
    await expect(reviewSummary(page).getByText('A pagar')).toBeVisible();
    await expect(reviewSummary(page).getByText(brl(0))).toBeVisible();
    await expect(page.getByRole('region', { name: 'Pagamento' }).getByText(PAID_BY_CREDIT_TEXT)).toBeVisible();
    await audit(page, 'Revisão do pedido, com vale-troca');

    // No PIX to pay: the order is paid when placed, the vale-troca its own line on the order page.
    await placeOrderButton(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pedido confirmado' })).toBeVisible();
    await expect(page.getByText(PAID_BY_CREDIT_TEXT)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pague com PIX' })).toHaveCount(0);
    await expect(page.getByText('Vale-troca', { exact: true })).toBeVisible();
    await audit(page, 'Pedido pago com vale-troca');

    // The balance in Minha conta is what is left.
    await openCredit(page);
    await expect(creditSection(page).getByText(`Saldo disponível: ${brl(GRANT - total)}.`)).toBeVisible();
    await expect(credits.first()).toContainText(`Saldo de ${brl(GRANT - total)}, válido até ${lastDay}`);
  });
}

test('a vale-troca smaller than the order pays its part; PIX charges the rest, and it is spent whole', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await startCheckout(page);
  await mock(page, 'credit.grant(5000)');
  await fillDelivery(page);
  await continueTo(page, 'Pagamento');
  await page.getByRole('radio', { name: /PIX/ }).check();
  await continueTo(page, 'Revisão do pedido');
  const total = pixTotalToSP(REGATA_CENTS);
  await expect(reviewSummary(page).getByText(`−${brl(5000)}`)).toBeVisible();
  await expect(reviewSummary(page).getByText(brl(total - 5000))).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pagamento' }).getByText(/^PIX/)).toBeVisible();
  await expect(page.getByText(PAID_BY_CREDIT_TEXT)).toHaveCount(0);

  await placeOrderButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido confirmado' })).toBeVisible();
  await expect(page.getByText('Vale-troca', { exact: true })).toBeVisible();
  await expect(page.getByText(brl(total - 5000))).toBeVisible();
  await openCredit(page);
  await expect(creditSection(page).getByText(`Saldo disponível: ${brl(0)}.`)).toBeVisible();
});
