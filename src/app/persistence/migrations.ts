import { createMigrate, type MigrationManifest, type PersistedState } from 'redux-persist';
import type { CartLine } from '../../api/types';
import type { StoredRecord } from './storedSession';

type LegacyCartItem = {
  code_color?: unknown;
  size?: unknown;
  selectedSize?: unknown;
  sizes?: Array<{ size?: unknown; sku?: unknown }>;
};

/** The imitated app kept copies of whole products with the chosen size. */
function lineFromProductCopy(item: unknown): CartLine | null {
  const copy = (item ?? {}) as LegacyCartItem;
  const size = typeof copy.size === 'string' ? copy.size : copy.selectedSize;
  if (typeof copy.code_color !== 'string' || typeof size !== 'string') return null;
  const sku = Array.isArray(copy.sizes) ? copy.sizes.find((s) => s?.size === size)?.sku : undefined;
  return {
    productId: copy.code_color,
    size,
    sku: typeof sku === 'string' ? sku : `${copy.code_color}_${size}`,
    quantity: 1,
  };
}

export type PersistedRecord = PersistedState & { stored: StoredRecord };

/**
 * Version -1 is what the imitated app wrote (redux-persist's "no version"):
 * the whole user with its password and product copies in the cart, and the
 * user name as raw text. Version 1 keeps id, email, name and cart lines.
 */
export const migrations: MigrationManifest = {
  1: (state) => {
    const { stored } = state as PersistedRecord;
    const legacy = (stored.user ?? {}) as { id?: unknown; email?: unknown; name?: unknown; cart?: unknown };
    const cart = Array.isArray(legacy.cart) ? legacy.cart.map(lineFromProductCopy).filter((l) => l !== null) : [];
    const user = { version: 1, id: String(legacy.id ?? ''), email: legacy.email, name: legacy.name, cart };
    return { ...state, stored: { ...stored, user } } as PersistedRecord;
  },
  /**
   * Version 2 remembers the last copy of the cart the server confirmed
   *. A version 1 record does not know it: none, so each of its
   * lines counts as not yet saved and is merged into the server's copy, never lost.
   */
  2: (state) => {
    const { stored } = state as PersistedRecord;
    const user = { ...(stored.user as object), version: 2, synced: { version: 0, lines: [] } };
    return { ...state, stored: { ...stored, user } } as PersistedRecord;
  },
};

/** redux-persist's migrate step over the manifest above. */
export const migrateStoredRecord = createMigrate(migrations);
