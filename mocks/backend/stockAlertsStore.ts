/**
 * 'Avise-me quando chegar' (the rule: src/rules/stockAlerts.ts): the alerts the shoppers keep, one
 * row per email and SKU (the `stock-alerts` table), and the one email each sends when its size
 * comes back. Registered with stock.ts when first imported: every way units come back (an order
 * cancelled, a return put back on sale, 'Repor estoque') mails each alert of that SKU, once, in
 * the transaction that moves the units, and the alert ends with it. laterCalls.ts imports this
 * file, so it is here before any request can move a count (stock.ts arrives with that file too).
 */
import type { Product } from '../../src/api/types';
import { productLabel } from '../../src/lib/text';
import { alertLink, alertMail } from '../../src/rules/stockAlerts';
import { sendMail } from './accounts/outbox';
import { allProducts } from './catalogue';
import { SCHEMA } from './schema';
import { onBackInStock } from './stock';
import { isRecord, table } from './store';

export interface StoredAlert {
  id: string;
  /** As an account keeps one: trimmed, in lower case. */
  email: string;
  sku: string;
  /** The product (code_colour) and size the SKU is, as the catalogue had them when the alert was made. */
  productId: string;
  size: string;
  /** The account that made it, or '' (an anonymous shopper's). */
  userId: string;
  createdAt: string;
}

function decodeAlert(stored: unknown): StoredAlert | null {
  if (!isRecord(stored)) return null;
  const { id, email, sku, productId, size, userId, createdAt } = stored;
  return [id, email, sku, productId, size, userId, createdAt].every((field) => typeof field === 'string')
    ? ({ id, email, sku, productId, size, userId, createdAt } as StoredAlert)
    : null;
}

const alerts = table(SCHEMA.stockAlerts, decodeAlert);

/** The alerts waiting on `email`'s behalf, oldest first. */
export function alertsOfEmail(email: string): StoredAlert[] {
  return alerts.find('email', email);
}

/** The catalogue's colour and size a SKU is, or null when the catalogue has no such size. */
export function sizeOfSku(sku: string, products: readonly Product[]): { product: Product; size: string } | null {
  for (const product of products) {
    const found = product.sizes.find((entry) => entry.sku === sku);
    if (found) return { product, size: found.size };
  }
  return null;
}

/**
 * Keeps an alert for this email and SKU, or answers the one there is (one per email and SKU): a
 * signed-in shopper's press after an anonymous one with the same email marks it theirs.
 */
export function keepAlert(
  wanted: Omit<StoredAlert, 'id' | 'createdAt'>,
  now: number,
): { alert: StoredAlert; created: boolean } {
  const there = alertsOfEmail(wanted.email).find((alert) => alert.sku === wanted.sku);
  if (there) {
    if (wanted.userId && there.userId !== wanted.userId) {
      const claimed = { ...there, userId: wanted.userId };
      alerts.put(there.id, claimed);
      return { alert: claimed, created: false };
    }
    return { alert: there, created: false };
  }
  const alert = { ...wanted, id: alerts.nextId(), createdAt: new Date(now).toISOString() };
  alerts.put(alert.id, alert);
  return { alert, created: true };
}

/** 'Remover': the email's alert `id` goes; false when it has none by that id. */
export function removeAlert(email: string, id: string): boolean {
  const alert = alerts.get(id);
  if (!alert || alert.email !== email) return false;
  alerts.delete(id);
  return true;
}

/** 'Excluir minha conta': every alert of the account's email goes. */
export function forgetAlertsOf(email: string): void {
  for (const { id } of alertsOfEmail(email)) alerts.delete(id);
}

/** An alert as its shopper sees it (the list, 'Baixar meus dados'): the product named if the catalogue has it. */
export function shownAlert(alert: StoredAlert, products: readonly Product[] = allProducts()) {
  const product = products.find((entry) => entry.id === alert.productId);
  return {
    id: alert.id,
    sku: alert.sku,
    size: alert.size,
    productId: alert.productId,
    label: product ? productLabel(product) : null,
    link: product ? alertLink(product, alert.size) : null,
    createdAt: alert.createdAt,
  };
}

/** A SKU is back in stock: each of its alerts gets its one email, then ends. */
function mailAlertsOf(sku: string): void {
  const now = Date.now();
  for (const alert of alerts.find('sku', sku)) {
    const product =
      allProducts().find((entry) => entry.id === alert.productId) ?? sizeOfSku(sku, allProducts())?.product;
    alerts.delete(alert.id);
    // A product that left the catalogue has no page to open: its alert ends without an email.
    if (!product) continue;
    const label = productLabel(product);
    sendMail({ to: alert.email, ...alertMail(label, alert.size), link: alertLink(product, alert.size) }, now);
  }
}

onBackInStock(mailAlertsOf);
