/**
 * The checkout as the browser keeps it (src/app/persistence/), read back as
 * untrusted: each part that does not decode cleanly is dropped on its own,
 * as the cart's lines are, and nothing throws. Never a card's number, CVV or CPF.
 */
import type { Address } from '../../api/types';
import type { CheckoutState, ChosenPayment, StoredCheckout } from './checkoutState';

const FIELDS = ['recipient', 'cep', 'street', 'number', 'complement', 'district', 'city', 'state'] as const;

type Loose = Record<string, unknown>;
const record = (value: unknown): Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : {};
/** The text when it matches `pattern` (by default: any short text, as typed), else null. */
const text = (value: unknown, pattern = /^[^]{0,200}$/) =>
  typeof value === 'string' && pattern.test(value) ? value : null;
const fields = (from: Loose) => FIELDS.filter((field) => text(from[field]) !== null).map((f) => [f, from[f]]);

export function decodeCheckout(value: unknown): StoredCheckout {
  const { draft, address, shippingId, payment, quotedCep, pendingKey } = record(value);
  const stored = record(address);
  const card = record(payment);
  const cardOk =
    card.method === 'card' &&
    text(card.token, /^[\w-]{1,100}$/) &&
    text(card.last4, /^\d{4}$/) &&
    text(card.brand, /^(visa|mastercard|amex|elo|hipercard)$/) &&
    [1, 2, 3].includes(card.installments as number);
  const addressOk = fields(stored).length === FIELDS.length && text(stored.cep, /^\d{8}$/);
  return {
    draft: Object.fromEntries(fields(record(draft))),
    address: addressOk ? (Object.fromEntries(fields(stored)) as Address) : null,
    shippingId: text(shippingId, /^(economica|expressa)$/) as StoredCheckout['shippingId'],
    payment:
      card.method === 'pix'
        ? { method: 'pix' }
        : cardOk
          ? ({
              method: 'card',
              token: card.token,
              last4: card.last4,
              brand: card.brand,
              installments: card.installments,
            } as ChosenPayment)
          : null,
    quotedCep: text(quotedCep, /^\d{8}$/),
    // The backend's idempotency keys: 8 to 100 of [A-Za-z0-9_-].
    pendingKey: text(pendingKey, /^[\w-]{8,100}$/),
  };
}

/** What is stored: the checkout without what only this visit needs. */
export const encodeCheckout = ({
  placement: _p,
  placedOrderId: _o,
  ...stored
}: Partial<CheckoutState> & StoredCheckout) => stored;
