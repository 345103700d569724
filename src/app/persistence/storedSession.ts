import type { CartLine, User } from '../../api/types';
import { sanitizeCartLines } from '../../features/cart/cartLines';
import type { CartState } from '../../features/cart/cartSlice';
import type { SessionState } from '../../features/session/sessionSlice';

/** Spec §3: browser storage keys, namespaced with "@context-amaro". */
export const STORAGE_KEYS = {
  user: '@context-amaro:user',
  userName: '@context-amaro:userName',
  token: '@context-amaro:token',
} as const;

/** Version of the shape written under `user`; bump it and add a migration when it changes. */
export const STORAGE_VERSION = 1;

/** What the three keys hold, decoded from JSON but not yet trusted. */
export interface StoredRecord {
  user: unknown;
  userName: unknown;
  token: unknown;
}

/** The `user` key as this version writes it: never a password. */
export interface StoredUser extends User {
  version: number;
  cart: CartLine[];
}

/** The persisted part of the state: the session and the cart's lines. */
export interface PersistedSlices {
  session: SessionState;
  cart: Pick<CartState, 'lines'>;
}

/** Stored texts are short; a huge one is junk, not a name or a token. */
const MAX_STORED_TEXT = 500;

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= MAX_STORED_TEXT;

/** Turns a (migrated) stored record into slice state, keeping only what is valid. */
export function decodeRecord({ user, userName, token }: StoredRecord): PersistedSlices {
  const stored = (typeof user === 'object' && user !== null && !Array.isArray(user) ? user : {}) as Partial<StoredUser>;
  if (!isText(token)) return { session: { token: null, user: null }, cart: { lines: [] } };
  const name = isText(stored.name) ? stored.name : isText(userName) ? userName : '';
  const sessionUser = isText(stored.id) && isText(stored.email) ? { id: stored.id, email: stored.email, name } : null;
  return {
    session: { token, user: sessionUser ?? (name ? { id: '', email: '', name } : null) },
    cart: { lines: sanitizeCartLines(stored.cart) },
  };
}

/** The three keys' values for a state; null means "remove them" (anonymous). */
export function encodeRecord({ session, cart }: PersistedSlices): Record<keyof typeof STORAGE_KEYS, string> | null {
  if (!session.token) return null;
  const user: StoredUser = {
    version: STORAGE_VERSION,
    id: session.user?.id ?? '',
    email: session.user?.email ?? '',
    name: session.user?.name ?? '',
    cart: cart.lines,
  };
  return {
    user: JSON.stringify(user),
    userName: JSON.stringify(user.name),
    token: JSON.stringify(session.token),
  };
}
