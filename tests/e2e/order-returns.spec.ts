import type { Page } from '@playwright/test';
import { STARTING_UNITS } from '../../src/rules/stock';
import { addToBag, brl, cents, expect, openProduct, readLocalStorage, screenshotBoth, signIn, test } from './fixtures';
import { PAID_BY_CREDIT_TEXT, STORE_CREDIT_CHOICE_TEXT } from '../../src/rules/storeCredit';
import { EXCHANGE_FEE_CENTS } from '../../src/rules/exchangeFee';
import {
  audit,
  continueTo,
  fillDelivery,
  mock,
  pixTotalToSP,
  placeCardOrder,
  placeOrderButton,
  REGATA_CENTS,
  startCheckout,
} from './checkout-helpers';
import { chooseExchange, confirm, deliver, include, openReturns, requests } from './returns-helpers';
import { REGATA, TOP } from './products';

// 'Trocar ou devolver' on a delivered card order. Every delay is 0 in this project, orderStep too,
// which stands the clocks still: 'Avançar pedido' (vitrineMock.order.advance) delivers the order and
// 'Avançar devolução' (vitrineMock.returns.advance) moves a request on. The page's clock (the
// in-page backend's too) is moved for the deadlines.

const DAY = 86_400_000;
const REGATA_G = REGATA.sizes.find((size) => size.size === 'G')!.sku;
/** The exchange fee as the page writes it ('R$ 19,90', its space any space), from the rule. */
const FEE_PATTERN = brl(EXCHANGE_FEE_CENTS).replace(/[$]/g, '\\$').replace(/\s/g, '\\s');

/** The in-page backend's units of a SKU, once its count has moved. */
async function unitsOf(page: Page, sku: string): Promise<number | undefined> {
  const stored = (await readLocalStorage(page))['@context-amaro:server-stock'];
  return stored ? (JSON.parse(stored) as Record<string, { units: number }>)[sku]?.units : undefined;
}

async function setWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
}

for (const width of [360, 1280]) {
  test(`at ${width} px: a size exchanged, the new size reserved, the new shipment tracked`, async ({ page }) => {
    await setWidth(page, width);
    const id = await placeCardOrder(page);
    await deliver(page, id);
    await openReturns(page, id);
    await expect(page.getByRole('list', { name: /^Prazos de REGATA/ })).toContainText(
      /Você pode trocar até \d\d\/\d\d/,
    );
    await audit(page, 'Trocar ou devolver');

    await page.getByRole('radio', { name: 'Troca' }).check();
    await include(page, 'REGATA');
    // Sent without the new size: the shopper is sent to it.
    await confirm(page);
    const size = page.getByRole('combobox', { name: 'Novo tamanho ou cor' });
    await expect(size).toBeFocused();
    await expect(page.getByRole('option', { name: 'Tamanho GG (esgotado)', exact: true })).toBeDisabled();
    await size.selectOption({ label: 'Tamanho G' });
    await confirm(page);

    await expect(page.getByRole('heading', { level: 1, name: /^Pedido/ })).toBeFocused();
    const request = requests(page).first();
    await expect(request).toContainText(/Solicitação nº \d+: Troca/);
    await expect(request).toContainText('Aprovada');
    await expect(request).toContainText('→ Tamanho G');
    await expect(request.locator('code')).toHaveText(/^LR\d{9}BR$/);
    await expect(request).toContainText(/Leve o pacote a uma agência dos Correios até \d\d\/\d\d\/\d{4}/);
    expect(await unitsOf(page, REGATA_G)).toBe(STARTING_UNITS - 1);
    await audit(page, 'Pedido com troca aprovada');
    if (width === 360) await screenshotBoth(page, 'troca-aprovada');

    // 'Meus pedidos' tells the open request.
    await page.goto('/pedidos');
    await expect(page.getByRole('list', { name: 'Pedidos' }).getByRole('listitem').first()).toContainText(
      /Troca ou devolução nº \d+: aprovada/,
    );

    // Posted, received, and the new size on its way with its own tracking code.
    for (let step = 0; step < 3; step++) await mock(page, 'returns.advance()');
    await page.goto(`/pedidos/${id}`);
    await expect(request).toContainText('Troca enviada');
    const tracking = request.getByText(/^Código de rastreamento da troca:/).locator('code');
    await expect(tracking).toHaveText(/^OB\d{9}BR$/);
    await expect(request.getByRole('button', { name: 'Cancelar solicitação' })).toHaveCount(0);
    // The bought unit came back on sale with the parcel.
    expect(await unitsOf(page, REGATA.sizes.find((s) => s.size === 'M')!.sku)).toBe(STARTING_UNITS);
  });

  test(`at ${width} px: the size received in an exchange exchanged again, its fee stated first and charged on the card`, async ({
    page,
  }) => {
    await setWidth(page, width);
    const id = await placeCardOrder(page);
    await deliver(page, id);
    await openReturns(page, id);
    await chooseExchange(page, 'REGATA', 'Tamanho G');
    // The line's first exchange is free: nothing is said of a fee.
    await expect(page.getByText(/custo de frete/)).toHaveCount(0);
    await confirm(page);
    const first = requests(page).first();
    await expect(first).toContainText('Aprovada');
    const firstId = /nº (\d+)/.exec((await first.getByRole('heading').textContent()) ?? '')![1]!;

    // Posted, received, sent, and the G delivered.
    for (let step = 0; step < 4; step++) await mock(page, 'returns.advance()');
    await page.goto(`/pedidos/${id}`);
    await expect(first).toContainText('Troca entregue');

    await openReturns(page, id);
    const received = `REGATA CANELADA - OFF WHITE (G), recebido na troca nº ${firstId}`;
    await expect(page.getByRole('list', { name: `Prazos de ${received}` })).toContainText(
      new RegExp(`Troca: Você pode trocar até \\d\\d/\\d\\d \\(com frete de ${FEE_PATTERN}\\)`),
    );
    await chooseExchange(page, received.replace(/[()]/g, '\\$&'), 'Tamanho P');
    // Said before sending: what it costs and where it is charged.
    await expect(page.getByRole('status').filter({ hasText: 'custo de frete' })).toHaveText(
      new RegExp(`^Esta troca tem custo de frete: ${FEE_PATTERN}, cobrado no cartão final 1111\\.`),
    );
    await audit(page, 'Segunda troca com frete');
    if (width === 360) await screenshotBoth(page, 'segunda-troca-frete');
    await confirm(page);

    const second = requests(page).first();
    await expect(second).toContainText('Aprovada');
    await expect(second).toContainText(`REGATA CANELADA (Tamanho G), recebido na troca nº ${firstId} × 1 → Tamanho P`);
    await expect(second.getByText(/^Frete da troca:/)).toHaveText(
      new RegExp(`^Frete da troca: ${FEE_PATTERN}, cobrado no cartão final 1111\\.$`),
    );
    await audit(page, 'Pedido com segunda troca cobrada');
  });

  test(`at ${width} px: one line withdrawn, then the rest, the shipping refunded with the last`, async ({ page }) => {
    await setWidth(page, width);
    await signIn(page);
    // With the regata, under the free-shipping threshold: the order paid its shipping.
    await openProduct(page, TOP);
    await addToBag(page, 'P');
    const id = await placeCardOrder(page, true);
    await deliver(page, id);

    await openReturns(page, id);
    await page.getByRole('radio', { name: 'Desistência' }).check();
    await include(page, 'TOP');
    await confirm(page);
    const first = requests(page).first();
    await expect(first).toContainText(/Solicitação nº \d+: Desistência/);
    await expect(first).toContainText(`Reembolso: ${brl(cents(TOP.actual_price))}, no cartão.`);

    await openReturns(page, id);
    await expect(page.getByRole('list', { name: /^Prazos de TOP/ })).toContainText(
      'Este item já foi devolvido ou já está em uma solicitação.',
    );
    await expect(page.getByRole('checkbox', { name: /^Incluir TOP/ })).toHaveCount(0);
    await page.getByRole('radio', { name: 'Desistência' }).check();
    await include(page, 'REGATA');
    await confirm(page);
    const last = requests(page).first();
    await expect(last).toContainText(/Reembolso: R\$\s[\d.,]+, incluindo o frete de R\$\s[\d.,]+, no cartão\./);
    await audit(page, 'Pedido devolvido');

    // The shopper may cancel a request until the parcel is posted; then it is refunded.
    await mock(page, 'returns.advance()');
    await mock(page, 'returns.advance()');
    await mock(page, 'returns.advance()');
    await page.goto(`/pedidos/${id}`);
    await expect(requests(page).first()).toContainText('Reembolsada');
    await expect(requests(page).first()).toContainText(/Estorno de R\$\s[\d.,]+ no cartão/);
    const cancel = requests(page).nth(1).getByRole('button', { name: 'Cancelar solicitação' });
    await cancel.click();
    await expect(requests(page).nth(1)).toContainText('Cancelada');
  });

  test(`at ${width} px: a withdrawal taken as vale-troca, shown in Minha conta, and paying a new order`, async ({
    page,
  }) => {
    await setWidth(page, width);
    const id = await placeCardOrder(page);
    await deliver(page, id);
    await openReturns(page, id);
    await page.getByRole('radio', { name: 'Desistência' }).check();
    await expect(page.getByRole('radio', { name: 'Reembolso do valor pago' })).toBeChecked();
    const credit = page.getByRole('radio', { name: 'Vale-troca' });
    await expect(credit).toHaveAccessibleDescription(STORE_CREDIT_CHOICE_TEXT);
    await credit.check();
    await include(page, 'REGATA');
    await audit(page, 'Desistência com vale-troca');
    await confirm(page);
    const request = requests(page).first();
    await expect(request).toContainText('Aprovada');
    const promised = request.getByText(/^Vale-troca: R\$/);
    await expect(promised).toHaveText(
      /^Vale-troca: R\$\s[\d.,]+, incluindo o frete de R\$\s[\d.,]+, em Minha conta\.$/,
    );
    await expect(request.getByText(/^Reembolso:/)).toHaveCount(0);
    const amount = /^Vale-troca: (R\$\s[\d.,]+),/.exec((await promised.textContent()) ?? '')![1]!;
    const amountCents = Number(amount.replace(/\D/g, ''));

    // Posted, received, and issued: the request names the credit, no estorno on the card.
    for (let step = 0; step < 3; step++) await mock(page, 'returns.advance()');
    await page.goto(`/pedidos/${id}`);
    await expect(request).toContainText('Vale-troca emitido');
    await expect(request.getByText(`Vale-troca de ${amount} emitido em Minha conta.`)).toBeVisible();
    await expect(request).not.toContainText('Estorno');
    await audit(page, 'Pedido com vale-troca emitido');

    await request.getByRole('link', { name: 'Ver em Minha conta' }).click();
    const section = page.getByRole('region', { name: 'Vale-troca' });
    await expect(section.getByText(`Saldo disponível: ${amount}.`)).toBeVisible();
    await expect(section.getByRole('list', { name: 'Seus vales-troca' }).getByRole('listitem')).toHaveCount(1);

    // A new order by PIX: the vale-troca pays it whole.
    await startCheckout(page, REGATA, 'M', true);
    await fillDelivery(page);
    await continueTo(page, 'Pagamento');
    await page.getByRole('radio', { name: /PIX/ }).check();
    await continueTo(page, 'Revisão do pedido');
    await expect(page.getByRole('region', { name: 'Pagamento' }).getByText(PAID_BY_CREDIT_TEXT)).toBeVisible();
    await placeOrderButton(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pedido confirmado' })).toBeVisible();
    await expect(page.getByText(PAID_BY_CREDIT_TEXT)).toBeVisible();
    await page.goto('/conta');
    await expect(
      section.getByText(`Saldo disponível: ${brl(amountCents - pixTotalToSP(REGATA_CENTS))}.`),
    ).toBeVisible();
  });

  test(`at ${width} px: a defect claimed after 30 days, when withdrawal and exchange have closed`, async ({ page }) => {
    await setWidth(page, width);
    const start = Date.now() - 40 * DAY;
    await page.clock.install({ time: start });
    const id = await placeCardOrder(page);
    await deliver(page, id);
    // Twenty days on, the shopper comes back (the session is used), then fifteen more.
    await page.clock.setSystemTime(start + 20 * DAY);
    await page.goto(`/pedidos/${id}`);
    await expect(page.getByRole('link', { name: 'Trocar ou devolver' })).toBeVisible();
    await page.clock.setSystemTime(start + 35 * DAY);
    await openReturns(page, id);
    const deadlines = page.getByRole('list', { name: /^Prazos de REGATA/ });
    await expect(deadlines).toContainText(/Desistência: O prazo para desistir terminou em \d\d\/\d\d\./);
    await expect(deadlines).toContainText(/Troca: O prazo para trocar terminou em \d\d\/\d\d\./);
    await expect(deadlines).toContainText(/Defeito: Você pode relatar um defeito até \d\d\/\d\d/);
    await page.getByRole('radio', { name: 'Troca' }).check();
    await expect(page.getByText('Este item não pode entrar nesta solicitação.')).toBeVisible();

    await page.getByRole('radio', { name: 'Defeito' }).check();
    await include(page, 'REGATA');
    await confirm(page);
    await expect(page.getByRole('textbox', { name: 'Descreva o defeito' })).toBeFocused();
    await page
      .getByRole('textbox', { name: 'Descreva o defeito' })
      .fill('A costura lateral abriu na primeira lavagem.');
    await page.getByRole('radio', { name: 'Receber outra peça igual' }).check();
    await audit(page, 'Defeito');
    await confirm(page);
    const request = requests(page).first();
    await expect(request).toContainText(/Solicitação nº \d+: Defeito/);
    await expect(request).toContainText('Defeito descrito: A costura lateral abriu na primeira lavagem.');
    await expect(request).toContainText('Aprovada');
  });

  test(`at ${width} px: a postage code unused for 10 days lapses, and the request expires`, async ({ page }) => {
    await setWidth(page, width);
    const start = Date.now();
    await page.clock.install({ time: start });
    const id = await placeCardOrder(page);
    await deliver(page, id);
    await openReturns(page, id);
    await page.getByRole('radio', { name: 'Desistência' }).check();
    await include(page, 'REGATA');
    await confirm(page);
    await expect(requests(page).first()).toContainText('Aprovada');

    await page.clock.setSystemTime(start + 11 * DAY);
    await page.goto(`/pedidos/${id}`);
    const request = requests(page).first();
    await expect(request).toContainText('Expirada');
    await expect(request).toContainText('O código de postagem expirou sem uso.');
    await expect(request.locator('code')).toHaveCount(0);
    await expect(request.getByRole('button', { name: 'Cancelar solicitação' })).toHaveCount(0);
    await audit(page, 'Solicitação expirada');
    await page.goto('/pedidos');
    await expect(page.getByRole('list', { name: 'Pedidos' }).getByRole('listitem').first()).not.toContainText(
      'Troca ou devolução',
    );
  });
}
