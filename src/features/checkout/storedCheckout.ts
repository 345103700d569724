/**
 * The checkout as the browser keeps it (src/app/persistence/), read back as
 * untrusted, field by field: a field that cannot be read is dropped alone,
 * with one console warning for the whole key, and nothing throws. Never a
 * card's number, CVV or CPF.
 *
 * The stored form has a version (CHECKOUT_VERSION) and a migration per older
 * shape. It names no address field: the draft and the confirmed address are
 * kept as the texts they were, whatever fields the address rule has now, so a
 * new field in the rule (src/rules/address.ts) keeps every saved draft; the
 * checkout's selectors run the rule over them when they are used.
 */
import type { CheckoutState, ChosenPayment, StoredCheckout } from './checkoutState';

/** The shape written now; bump it, and add the step from the one before to MIGRATIONS, when it changes. */
export const CHECKOUT_VERSION = 1;

type Loose = Record<string, unknown>;

/**
 * One step per version, from the version before it. Version 0 is the unversioned
 * key written before versions were kept: the same fields as version 1.
 */
export const MIGRATIONS: Record<number, (older: Loose) => Loose> = {
  1: (unversioned) => unversioned,
};

const record = (value: unknown): Loose | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : null;
/** The text when it matches `pattern` (by default: any short text, as typed), else null. */
const text = (value: unknown, pattern = /^[^]{0,200}$/) =>
  typeof value === 'string' && pattern.test(value) ? value : null;
/** A field's name as a form's fields are named. */
const FIELD_NAME = /^[a-z][A-Za-z]{0,30}$/;

/** Brings a stored checkout of an older version up to this one; a newer one is read as far as it is understood. */
function migrate(stored: Loose): Loose {
  let version = Number.isInteger(stored.version) ? (stored.version as number) : 0;
  let current = stored;
  while (version < CHECKOUT_VERSION) current = MIGRATIONS[(version += 1)]!(current);
  return current;
}

/** A map of a form's field names to short texts (a draft, an address), each bad entry dropped alone. */
function texts(value: unknown, name: string, dropped: string[]): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [field, entry] of Object.entries(record(value) ?? {})) {
    if (FIELD_NAME.test(field) && text(entry) !== null) kept[field] = entry as string;
    else dropped.push(`${name}.${field}`);
  }
  return kept;
}

/** PIX, or the card's token, brand, last four digits and parcels: never anything else of a card. */
function readPayment(value: unknown): ChosenPayment | null {
  const { method, token, last4, brand, installments } = record(value) ?? {};
  if (method === 'pix') return { method };
  const card =
    method === 'card' &&
    text(token, /^[\w-]{1,100}$/) &&
    text(last4, /^\d{4}$/) &&
    text(brand, /^[a-z]{1,20}$/) &&
    Number.isInteger(installments);
  return card ? ({ method, token, last4, brand, installments } as ChosenPayment) : null;
}

/**
 * Each scalar field and how it reads. The rules' own lists (shipping ids, card brands, parcels)
 * are checked where they are used (checkoutSelectors.ts): their code is not for the first download.
 */
const SCALARS: {
  [Field in 'addressId' | 'shippingId' | 'payment' | 'quotedCep' | 'pendingKey' | 'keptFor' | 'owner']: (
    value: unknown,
  ) => unknown;
} = {
  addressId: (value) => text(value, /^[\w-]{1,40}$/),
  shippingId: (value) => text(value, /^[a-z]{1,30}$/),
  payment: readPayment,
  quotedCep: (value) => text(value, /^\d{8}$/),
  // The backend's idempotency keys: 8 to 100 of [A-Za-z0-9_-].
  pendingKey: (value) => text(value, /^[\w-]{8,100}$/),
  keptFor: (value) => text(value),
  // Added to version 1 (read as null where absent): a checkout that names no owner is the
  // session's it was kept with (src/app/persistence/storedSession.ts).
  owner: (value) => text(value),
};

export function decodeCheckout(value: unknown): StoredCheckout {
  const stored = migrate(record(value) ?? {});
  const dropped: string[] = [];
  const decoded = {
    draft: texts(stored.draft, 'draft', dropped),
    address: record(stored.address) ? texts(stored.address, 'address', dropped) : null,
  } as StoredCheckout & Loose;
  for (const [field, read] of Object.entries(SCALARS)) {
    decoded[field] = stored[field] == null ? null : read(stored[field]);
    if (stored[field] != null && decoded[field] === null) dropped.push(field);
  }
  if (dropped.length > 0) console.warn(`[storage] dropped unreadable checkout field(s): ${dropped.join(', ')}`);
  return decoded;
}

/** What the browser keeps: the checkout without what only this visit needs. */
export const keptCheckout = ({
  placement: _p,
  placedOrderId: _o,
  review: _r,
  addressNotice: _n,
  ...stored
}: Partial<CheckoutState> & StoredCheckout): StoredCheckout => stored;

/** What is written under the key: the part kept, with its version. */
export const encodeCheckout = (checkout: StoredCheckout) => ({ version: CHECKOUT_VERSION, ...keptCheckout(checkout) });
