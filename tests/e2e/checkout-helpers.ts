import type { Page } from '@playwright/test';
import { PIX_DISCOUNT_PERCENT, pixDiscountLabel } from '../../src/rules/prices';
import { pixPriceCents } from '../../src/rules/totals';
import { shippingCents } from '../../src/test/figures';
import {
  addToBag,
  axe,
  cartLink,
  cents,
  expect,
  openProduct,
  readLocalStorage,
  signIn,
  type RawProduct,
} from './fixtures';
import { REGATA } from './products';

// What the checkout's browser tests share.

/** REGATA CANELADA - OFF WHITE, R$ 89,90: under the free-shipping threshold. */
export { REGATA };
export const REGATA_CENTS = cents(REGATA.actual_price);

/*
 * What the page should say, worked out from the shop's rules (src/rules/), as the build uses them:
 * a new rule changes the figure on screen and these alike.
 */

/** A subtotal's total by PIX to São Paulo (KNOWN_CEP) by economy: the discount off the products only. */
export const pixTotalToSP = (subtotalCents: number) =>
  pixPriceCents(subtotalCents) + shippingCents('economica', subtotalCents);
/** The line of the totals by PIX: 'Desconto PIX (5%)'. */
export const PIX_DISCOUNT_LINE = pixDiscountLabel(PIX_DISCOUNT_PERCENT);
/** A CEP the fake backend knows (Avenida Paulista, São Paulo - SP); README, "Demo login". */
export const KNOWN_CEP = { typed: '01310100', street: 'Avenida Paulista', district: 'Bela Vista', city: 'São Paulo' };

/** Two years from now: never expired under the tests. */
const YEAR = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');
export const CARD = {
  number: '4111111111111111',
  holder: 'MARIA SOUZA',
  expiry: `12${YEAR}`,
  cvv: '123',
  cpf: '52998224725',
};
/** The fake provider's card that is always declined (README). */
export const DECLINED_CARD = { ...CARD, number: '4000000000000002' };

/** Signs Maria in (unless she is already), puts one product in her bag and opens /checkout. */
export async function startCheckout(page: Page, item: RawProduct = REGATA, size = 'M', signedIn = false) {
  if (!signedIn) await signIn(page);
  await openProduct(page, item);
  await addToBag(page, size);
  await cartLink(page).click();
  await page.getByRole('link', { name: 'Finalizar compra' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Entrega' })).toBeFocused();
}

export const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Fills 'Entrega' from a known CEP, as a shopper types it, and picks the economy option. */
export async function fillDelivery(page: Page, { shipping = /Econômica/ }: { shipping?: RegExp } = {}) {
  await field(page, 'Nome do destinatário').fill('Maria Souza');
  await field(page, 'CEP').pressSequentially(KNOWN_CEP.typed);
  await expect(field(page, 'Rua')).toHaveValue(KNOWN_CEP.street);
  await expect(field(page, 'Número')).toBeFocused();
  await page.keyboard.type('1000');
  await page.getByRole('radio', { name: shipping }).check();
}

export async function continueTo(page: Page, heading: string) {
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
}

/** Types a card into 'Pagamento' and picks the parcels. */
export async function fillCard(page: Page, card = CARD, installments = '3') {
  await page.getByRole('radio', { name: /Cartão de crédito/ }).check();
  await field(page, 'Número do cartão').pressSequentially(card.number);
  await field(page, 'Nome impresso no cartão').fill(card.holder);
  await field(page, 'Validade (MM/AA)').pressSequentially(card.expiry);
  await field(page, 'CVV').pressSequentially(card.cvv);
  await field(page, 'CPF do titular').pressSequentially(card.cpf);
  await page.getByLabel('Parcelas').selectOption(installments);
}

export const placeOrderButton = (page: Page) => page.getByRole('button', { name: /^Finalizar/ });

/** The number of the order on the confirmation page. */
export async function orderNumber(page: Page): Promise<string> {
  const text = await page.getByText(/^Pedido nº \d+, feito em/).textContent();
  return /nº (\d+)/.exec(text ?? '')![1]!;
}

/** Places the order on the review page and answers its number, from the confirmation. */
export async function placeAndRead(page: Page): Promise<string> {
  await placeOrderButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido confirmado' })).toBeVisible();
  return orderNumber(page);
}

/**
 * A card order of one REGATA M (3 parcels, paid at once) beside what the bag already holds, Maria
 * signed in first unless `signedIn`; answers its number.
 */
export async function placeCardOrder(page: Page, signedIn = false): Promise<string> {
  await startCheckout(page, REGATA, 'M', signedIn);
  await fillDelivery(page);
  await continueTo(page, 'Pagamento');
  await fillCard(page);
  await continueTo(page, 'Revisão do pedido');
  return placeAndRead(page);
}

/** The orders in the fake backend's records (this browser's localStorage, `{ id: order }`), or [] before the first. */
export async function serverOrders(page: Page): Promise<Array<{ id: string; status: string }>> {
  const stored = (await readLocalStorage(page))['@context-amaro:server-orders'];
  return stored ? Object.values(JSON.parse(stored) as Record<string, { id: string; status: string }>) : [];
}

/** axe on the current page: no serious or critical violation. */
export async function audit(page: Page, screen: string): Promise<void> {
  const { violations } = await axe(page).exclude('.notistack-SnackbarContainer').analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = blocking.map((v) => `[${v.impact}] ${v.id}: ${v.help} at ${v.nodes[0]?.target.join(' ')}`);
  expect(blocking, `${screen}: serious/critical accessibility violations:\n${report.join('\n')}`).toEqual([]);
}

/** The fake backend's run-time switches from the first page on, beside the project's: same text as the variables. */
export { switchesFromStart } from './fixtures';

/** Runs the console handle in the open page (a page with switches): vitrineMock.pix.pay(), .reprice(…)… */
export async function mock(page: Page, call: string): Promise<void> {
  await page.waitForFunction(() => 'vitrineMock' in window);
  await page.evaluate(`window.vitrineMock.${call}`);
}

/** From 'Finalizar compra' to the review, paying by PIX. */
export async function toReviewWithPix(page: Page): Promise<void> {
  await fillDelivery(page);
  await continueTo(page, 'Pagamento');
  await page.getByRole('radio', { name: /PIX/ }).check();
  await continueTo(page, 'Revisão do pedido');
}
