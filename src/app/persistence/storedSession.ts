/**
 * The three storage keys, the checkout's and the session's
 * secret, and what they hold: reading them (untrusted), turning
 * them into slice state and back. Pure functions over a storage.
 */
import type { SessionProof } from '../../api/sessionProof';
import type { CartLine, ServerCart, User } from '../../api/types';
import { sanitizeCartLines } from '../../features/cart/cartLines';
import { NOT_SYNCED } from '../../features/cart/cartSlice';
import { NO_CHECKOUT, type StoredCheckout } from '../../features/checkout/checkoutState';
import { decodeCheckout, encodeCheckout } from '../../features/checkout/storedCheckout';
import type { PersistedState } from '../../store/types';

/**
 * The browser storage keys, namespaced with "@context-amaro". The
 * checkout's (the address as typed, the choices, an unanswered order's key)
 * is written and removed with the session: an anonymous shopper stores nothing, but
 * the checkout of a shopper whose session the backend refused, kept for their next sign-in.
 */
export const STORAGE_KEYS = {
  user: '@context-amaro:user',
  userName: '@context-amaro:userName',
  checkout: '@context-amaro:checkout',
  /**
   * What proves the session: `{ version, token, secret }`, the
   * secret the server issued and the token of the session it proves. Never in
   * Redux; read for each request (src/api/sessionProof.ts).
   */
  sessionSecret: '@context-amaro:sessionSecret',
  // Written last and removed first (writeRecord): keep it last.
  token: '@context-amaro:token',
} as const;

/**
 * The favourites' device copy (favoritesKept.ts, a file of its own): `{ version, owner, ids, … }`.
 * Named here, with the session's keys, as the session's end removes it from any page (persistence.ts).
 */
export const FAVORITES_KEY = '@context-amaro:favorites';

type StorageKey = keyof typeof STORAGE_KEYS;
const KEY_NAMES = Object.keys(STORAGE_KEYS) as StorageKey[];

/** Version of the shape written under `user`; bump it and add a migration when it changes. */
export const STORAGE_VERSION = 2;

/** Version of the shape written under `sessionSecret`; another version is not read (the shopper signs in again). */
export const SECRET_VERSION = 1;

/** The subset of the Web Storage API we use; tests pass an in-memory one. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The browser's localStorage when it can be used; otherwise null, and the
 * shop keeps the session and cart for this visit only. Reading
 * `window.localStorage` itself can throw (disabled storage), hence the probe.
 * A full storage still counts as usable: reads work, and failed writes are reported.
 */
export function browserStorage(): KeyValueStorage | null {
  try {
    const storage = window.localStorage;
    storage.getItem(STORAGE_KEYS.token); // throws where storage is disabled
    return storage;
  } catch {
    console.warn('[storage] localStorage is not available; the cart is kept for this visit only.');
    return null;
  }
}

/** The keys exactly as stored (null: absent). */
export type RawRecord = Record<StorageKey, string | null>;

/** What the keys hold, decoded from JSON but not yet trusted. */
export interface StoredRecord {
  user: unknown;
  userName: unknown;
  token: unknown;
  /** Absent from what older versions wrote. */
  checkout?: unknown;
  /** Read apart from the slices (decodeProof); absent from what older versions wrote. */
  sessionSecret?: unknown;
}

/** The `user` key as this version writes it: never a password. */
export interface StoredUser extends User {
  version: number;
  cart: CartLine[];
  /** The last copy of the cart the server confirmed. */
  synced: ServerCart;
  /** The coupon applied to the cart (absent: none), as the cart holds it: read back unchecked. */
  coupon?: unknown;
}

/** The persisted part of the state: the session, the cart's lines and the server's copy, the checkout (each declared by its slice). */
export type PersistedSlices = PersistedState;

export const ANONYMOUS: PersistedSlices = {
  session: { token: null, user: null },
  cart: { lines: [], synced: NOT_SYNCED },
  checkout: NO_CHECKOUT,
};

/** Stored texts are short; a huge one is junk, not a name or a token. */
const MAX_STORED_TEXT = 500;

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= MAX_STORED_TEXT;

export const readRaw = (storage: KeyValueStorage) =>
  Object.fromEntries(KEY_NAMES.map((key) => [key, storage.getItem(STORAGE_KEYS[key])])) as RawRecord;

export const sameRaw = (a: RawRecord, b: RawRecord): boolean => KEY_NAMES.every((key) => a[key] === b[key]);

/** The order a session's keys are written in: its secret first, its token last (writeRecord). */
const WRITE_ORDER: StorageKey[] = ['sessionSecret', ...KEY_NAMES.filter((key) => key !== 'sessionSecret')];

/**
 * True while another tab is part-way through writing a new session: the stored secret names a
 * token other than the stored one (the secret is written first, the token last).
 */
export function isHalfWritten(raw: RawRecord): boolean {
  const proof = decodeProof(raw.sessionSecret);
  const token = parseJson(raw.token, 'token');
  return proof !== null && typeof token === 'string' && token !== proof.token;
}

function parseJson(raw: string | null, key: StorageKey): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    // The imitated app wrote the user name as raw text; anything else unreadable is dropped.
    return key === 'userName' ? raw : null;
  }
}

/** The keys parsed, not yet trusted; null when none is stored. */
export function parseRaw(raw: RawRecord): StoredRecord | null {
  if (KEY_NAMES.every((key) => raw[key] === null)) return null;
  return Object.fromEntries(KEY_NAMES.map((key) => [key, parseJson(raw[key], key)])) as unknown as StoredRecord;
}

/** The version a stored record was written with (-1: the imitated app's, which had none). */
export function versionOf({ user }: StoredRecord): number {
  const version = (user as { version?: unknown } | null)?.version;
  return typeof version === 'number' && Number.isInteger(version) ? version : -1;
}

/** The server's copy as stored; when unreadable, none (so every stored line counts as not yet saved). */
function decodeSynced(value: unknown): ServerCart {
  const { version, lines } = (value ?? {}) as Partial<ServerCart>;
  return Number.isSafeInteger(version) && (version as number) >= 0
    ? { version: version as number, lines: sanitizeCartLines(lines) }
    : NOT_SYNCED;
}

/** A secret as a server issues them: base64url, of a sane length (the header carries it as it is). */
const isSecret = (value: unknown): value is string => typeof value === 'string' && /^[\w-]{16,200}$/.test(value);

/** The stored secret and the token it proves, or null when absent, of another version, or junk. */
export function decodeProof(raw: string | null): SessionProof | null {
  const stored = parseJson(raw, 'sessionSecret') as Partial<SessionProof & { version: number }> | null | undefined;
  if (typeof stored !== 'object' || stored === null || stored.version !== SECRET_VERSION) return null;
  return isText(stored.token) && isSecret(stored.secret) ? { token: stored.token, secret: stored.secret } : null;
}

/** Turns a (migrated) stored record into slice state, keeping only what is valid. */
export function decodeRecord({ user, userName, token, checkout }: StoredRecord): PersistedSlices {
  const stored = (typeof user === 'object' && user !== null && !Array.isArray(user) ? user : {}) as Partial<StoredUser>;
  if (!isText(token)) {
    const kept = decodeCheckout(checkout);
    return kept.keptFor ? { ...ANONYMOUS, checkout: kept } : ANONYMOUS;
  }
  const name = isText(stored.name) ? stored.name : isText(userName) ? userName : '';
  const sessionUser = isText(stored.id) && isText(stored.email) ? { id: stored.id, email: stored.email, name } : null;
  return {
    session: { token, user: sessionUser ?? (name ? { id: '', email: '', name } : null) },
    // The coupon is kept as read, unchecked: its check comes with the cart page's code
    // (selectAppliedCoupon, storedCoupon.ts), not in the first download.
    cart: {
      lines: sanitizeCartLines(stored.cart),
      synced: decodeSynced(stored.synced),
      coupon: stored.coupon,
    },
    checkout: ownedBy(decodeCheckout(checkout), sessionUser?.id ?? null),
  };
}

/**
 * The checkout kept with a session is that shopper's: one that names no owner (written before
 * owners were kept) is theirs, one that names another shopper is not read back.
 */
function ownedBy(checkout: StoredCheckout, shopper: string | null): StoredCheckout {
  if (checkout.owner !== null && checkout.owner !== shopper) return { ...NO_CHECKOUT, owner: shopper };
  return { ...checkout, owner: shopper };
}

/**
 * The keys' values for a state and the secret of its session; null means
 * "remove them" (anonymous). Signed out, only a checkout kept for a shopper
 * whose session expired is written (checkoutState.ts); signed in, the secret's
 * key is written when there is a secret (absent: removed).
 */
export function encodeRecord(
  { session, cart, checkout }: PersistedSlices,
  secret: string | null = null,
): Partial<Record<StorageKey, string>> | null {
  if (!session.token) return checkout.keptFor ? { checkout: JSON.stringify(encodeCheckout(checkout)) } : null;
  const user: StoredUser = {
    version: STORAGE_VERSION,
    id: session.user?.id ?? '',
    email: session.user?.email ?? '',
    name: session.user?.name ?? '',
    cart: cart.lines,
    synced: cart.synced,
    coupon: cart.coupon, // none: undefined, which JSON leaves out
  };
  return {
    user: JSON.stringify(user),
    userName: JSON.stringify(user.name),
    token: JSON.stringify(session.token),
    checkout: JSON.stringify(encodeCheckout(checkout)),
    ...(secret && { sessionSecret: JSON.stringify({ version: SECRET_VERSION, token: session.token, secret }) }),
  };
}

/** Writes the keys for a state and its session's secret (throws what the storage throws, e.g. quota). */
export function writeRecord(storage: KeyValueStorage, slices: PersistedSlices, secret: string | null = null): void {
  const values = encodeRecord(slices, secret) ?? {};
  // Logout removes token, user and userName. The token is written last and removed
  // first: another tab reading the keys between two of these calls sees a session without
  // its token as no session, never a signed-in shopper with half a record it would save back.
  // A new session's secret, which names its token, is written first: until the token follows,
  // another tab reads the keys as half written (isHalfWritten) rather than as the old
  // shopper's token beside the new shopper's name, cart and checkout.
  for (const key of values.token ? WRITE_ORDER : [...KEY_NAMES].reverse()) {
    const value = values[key];
    if (value === undefined) storage.removeItem(STORAGE_KEYS[key]);
    else storage.setItem(STORAGE_KEYS[key], value);
  }
}
