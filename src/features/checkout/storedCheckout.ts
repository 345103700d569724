/**
 * The checkout as the browser keeps it (src/app/persistence/), read back as
 * untrusted: each field that does not decode cleanly is dropped on its own,
 * as the cart's lines are, and nothing throws.
 */
import type { Address, CardBrand } from '../../api/types';
import { NO_CHECKOUT, type ChosenPayment, type StoredCheckout } from './checkoutSlice';

const ADDRESS_FIELDS = ['recipient', 'cep', 'street', 'number', 'complement', 'district', 'city', 'state'] as const;
const BRANDS = ['visa', 'mastercard', 'amex', 'elo', 'hipercard'];

type Loose = Record<string, unknown>;
const record = (value: unknown): Loose | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : null;
/** A field as typed: short text (a huge one is junk). */
const text = (value: unknown): value is string => typeof value === 'string' && value.length <= 200;
const matching = (value: unknown, pattern: RegExp): string | null =>
  typeof value === 'string' && pattern.test(value) ? value : null;

function decodeAddress(value: unknown): Address | null {
  const stored = record(value);
  if (!stored || !ADDRESS_FIELDS.every((field) => text(stored[field]))) return null;
  const address = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, stored[field]])) as unknown as Address;
  return /^\d{8}$/.test(address.cep) ? address : null;
}

function decodePayment(value: unknown): ChosenPayment | null {
  const stored = record(value);
  if (stored?.method === 'pix') return { method: 'pix' };
  const token = matching(stored?.token, /^[\w-]{1,100}$/);
  const last4 = matching(stored?.last4, /^\d{4}$/);
  const { brand, installments } = stored ?? {};
  if (stored?.method !== 'card' || !token || !last4 || !BRANDS.includes(brand as string)) return null;
  if (installments !== 1 && installments !== 2 && installments !== 3) return null;
  return { method: 'card', token, last4, brand: brand as CardBrand, installments };
}

export function decodeCheckout(value: unknown): StoredCheckout {
  const stored = record(value);
  if (!stored) return NO_CHECKOUT;
  const draft = record(stored.draft) ?? {};
  return {
    draft: Object.fromEntries(ADDRESS_FIELDS.filter((field) => text(draft[field])).map((f) => [f, draft[f]])),
    address: decodeAddress(stored.address),
    shippingId: stored.shippingId === 'economica' || stored.shippingId === 'expressa' ? stored.shippingId : null,
    payment: decodePayment(stored.payment),
    quotedCep: matching(stored.quotedCep, /^\d{8}$/),
    // The backend's idempotency keys: 8 to 100 of [A-Za-z0-9_-].
    pendingKey: matching(stored.pendingKey, /^[\w-]{8,100}$/),
  };
}

/** What is stored: the checkout without what only this visit needs. */
export function encodeCheckout({ draft, address, shippingId, payment, quotedCep, pendingKey }: StoredCheckout) {
  return { draft, address, shippingId, payment, quotedCep, pendingKey };
}
