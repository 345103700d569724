/**
 * The fake backend's tables, declared once for both engines (store.ts): each keeps rows by id,
 * with the fields that must be unique across its rows and the fields rows are found by. With
 * `npm run api` these are real SQLite tables (mocks/devtools/sqliteStore.ts: keys and unique
 * constraints); in the page, one localStorage key per table. A field that is empty or absent is
 * not keyed (an anonymised order has no owner nor idempotency key, and many such orders exist).
 *
 * `legacy` reads the rows out of the JSON record the stores kept before the tables (one whole
 * value per store): a data folder of those files is imported once, and a page whose storage
 * still holds one reads it.
 */
import { isRecord } from './values';

export interface TableSpec {
  /** The table's name; in the page, the key `@context-amaro:server-<name>`. */
  readonly name: string;
  /** Fields, alone or together, that no two rows share. */
  readonly unique?: ReadonlyArray<readonly string[]>;
  /** Fields rows are found by (Table.find). */
  readonly indexed?: readonly string[];
  /** The table issues numeric ids from this one up (Table.nextId), never one twice. */
  readonly firstId?: number;
  /** The rows a new table holds. */
  readonly seed?: ReadonlyArray<readonly [string, unknown]>;
  readonly legacy?: {
    /** The old record's name (its file was `<record>.json`, its key `@context-amaro:server-<record>`). */
    readonly record: string;
    /** Its rows by id; null when the value is not in the old shape. */
    rows(stored: unknown): Array<[string, unknown]> | null;
    /** The next id it would have issued. */
    nextId?(stored: unknown): number | null;
  };
}

/** An old list of rows, each keyed by one of its fields. */
const listBy =
  (field: string, list: (stored: Record<string, unknown>) => unknown) =>
  (stored: unknown): Array<[string, unknown]> | null => {
    const rows = isRecord(stored) ? list(stored) : Array.isArray(stored) ? stored : null;
    if (!Array.isArray(rows)) return null;
    return rows.filter((row) => isRecord(row) && typeof row[field] === 'string').map((row) => [row[field], row]);
  };

/** An old object keyed by id: its entries. */
const byId = (stored: unknown): Array<[string, unknown]> | null => (isRecord(stored) ? Object.entries(stored) : null);

const safeInteger = (value: unknown) => (Number.isSafeInteger(value) ? (value as number) : null);

/** An order's attempt's id: the shopper and the key together (one answer per key per shopper). */
export const attemptId = (userId: string, key: string) => `${userId}:${key}`;

/**
 * The built-in shopper, whose password the README gives as the demo login: the row a
 * new accounts table starts with. Kept, like every account, as a hash; the CPF is the README's card holder's.
 */
const DEMO_ACCOUNT_ROW = {
  id: '1',
  email: 'maria@vitrine.dev',
  name: 'Maria',
  cpf: '52998224725',
  passwordHash: 'pbkdf2-sha256$600000$jEYbHmK7Y-wz5hVGfKqi3Q$pbd72NgTtPZWS_wg4aFXzjlgAkdtog21l-URXM6II-M',
  createdAt: '2024-01-01T00:00:00.000Z',
  consents: [],
};

export const SCHEMA = {
  accounts: {
    name: 'accounts',
    unique: [['email'], ['cpf']],
    firstId: 2,
    seed: [['1', DEMO_ACCOUNT_ROW]],
    legacy: {
      record: 'accounts',
      rows: listBy('id', (stored) => stored.accounts),
      nextId: (stored) => (isRecord(stored) ? safeInteger(stored.nextId) : null),
    },
  },
  sessions: {
    name: 'sessions',
    indexed: ['userId'],
    legacy: { record: 'sessions', rows: listBy('digest', (stored) => stored.sessions) },
  },
  passwordResets: {
    name: 'password-resets',
    indexed: ['userId'],
    legacy: { record: 'password-resets', rows: listBy('digest', (stored) => stored.resets) },
  },
  // Counters of tries (loginThrottle.ts, tryLimits.ts), found by the email they count. The JSON
  // stores' counters, by email alone, count nothing now: they are not imported.
  loginFailures: { name: 'login-failures', indexed: ['email'] },
  tryLimits: { name: 'try-limits', indexed: ['email'] },
  carts: { name: 'carts', legacy: { record: 'carts', rows: byId } },
  favorites: { name: 'favorites', legacy: { record: 'favorites', rows: byId } },
  addressBook: { name: 'address-book', legacy: { record: 'address-book', rows: byId } },
  lastAddresses: { name: 'last-addresses', legacy: { record: 'addresses', rows: byId } },
  orders: {
    name: 'orders',
    unique: [['userId', 'idempotencyKey']],
    indexed: ['userId'],
    firstId: 100001,
    legacy: {
      record: 'orders',
      rows: listBy('id', (stored) => stored.orders),
      nextId: (stored) => (isRecord(stored) ? safeInteger(stored.nextNumber) : null),
    },
  },
  orderAttempts: {
    name: 'order-attempts',
    indexed: ['userId'],
    legacy: {
      record: 'orders',
      rows: (stored) =>
        isRecord(stored) && Array.isArray(stored.attempts)
          ? stored.attempts
              .filter((a) => isRecord(a) && typeof a.userId === 'string' && typeof a.key === 'string')
              .map((a: Record<string, unknown>) => [attemptId(a.userId as string, a.key as string), a])
          : null,
    },
  },
  // Units per SKU (stock.ts), one row per size whose count has moved: `{ sku, units }`. A size
  // without a row has the units it starts with.
  stock: { name: 'stock' },
  // When each order reached each of its steps (checkout/orderClock.ts): `{ orderId, at: { paid: iso, … } }`,
  // written when a step is first read as reached, with the email it sends.
  orderSteps: { name: 'order-steps' },
  // Each order placed with a coupon (checkout/couponStore.ts): `{ code, userId, cpf, orderId, at }`,
  // the CPF as its SHA-256; found by the code, whose uses are counted in total, by account and by CPF.
  couponUses: { name: 'coupon-uses', indexed: ['code'] },
  // Wrong coupon codes tried, per session and per client address (tryLimits.ts's rows).
  couponGuesses: { name: 'coupon-guesses', indexed: ['email'] },
  // Money given back on orders (checkout/moneyBack.ts): a PIX devolução or a card estorno, each
  // with its order and cause (a cancellation, a return request), found by the order.
  moneyBack: { name: 'money-back', indexed: ['orderId'] },
  // 'Avise-me quando chegar' (stockAlertsStore.ts): `{ id, email, sku, productId, size, userId, createdAt }`,
  // one per email and SKU, found by the SKU (back in stock) and by the email (the shopper's list).
  stockAlerts: { name: 'stock-alerts', unique: [['email', 'sku']], indexed: ['sku', 'email'], firstId: 1 },
  // Return and exchange requests (returns/returnStore.ts), found by their shopper and their order.
  returnRequests: { name: 'return-requests', indexed: ['userId', 'orderId'], firstId: 1 },
  // Each vale-troca (credits.ts): its owner, amount, São Paulo dates, source and the orders that
  // spent it; found by its owner (empty once the account is deleted, and then not keyed).
  storeCredits: { name: 'store-credits', indexed: ['userId'] },
  cardTokens: {
    name: 'card-tokens',
    indexed: ['userId'],
    legacy: { record: 'card-tokens', rows: listBy('token', () => null) },
  },
} satisfies Record<string, TableSpec>;

export type TableName = keyof typeof SCHEMA;

export const TABLES: readonly TableSpec[] = Object.values(SCHEMA);
