import { DEMO_USER, STORAGE_KEYS, brl, cartLink, cents, expect, readLocalStorage, test } from './fixtures';
import {
  TOKEN_KEY,
  USER_KEY,
  USER_NAME_KEY,
  VALID,
  allStoredText,
  cartLines,
  expectAnonymous,
  expectBadge,
  expectGreeting,
  expectHomeGrid,
  reseedAndOpen,
  seedStorage,
} from './hostile-helpers';
import { cartLine, BATA, BLUSA, CALCA_JEANS, CAMISA, KIMONO, REGATA, SAIA, TOP, VESTIDO } from './products';

// Storage: whatever an earlier version, another app or a curious
// shopper left under the shop's keys, the shop starts, keeps what is valid
// and never crashes or logs an error.

const MEGABYTE = 'x'.repeat(1024 * 1024);

/** Junk for any key, as raw localStorage text. */
const JUNK: Array<[label: string, raw: (key: string) => string]> = [
  ['invalid JSON', () => '{"version":1,"id":'],
  ['null', () => 'null'],
  ['a number', () => '42'],
  ['an array', () => '["maria",1,null]'],
  [
    'an object of the wrong shape',
    (key) =>
      key === USER_KEY
        ? JSON.stringify({ version: 1, id: 5, email: [], name: { first: 'Eve' }, cart: 'everything' })
        : JSON.stringify({ value: 'Eve', expires: 1 }),
  ],
  ['1 MB of raw text', () => MEGABYTE],
  ['a 1 MB JSON string', () => JSON.stringify(MEGABYTE)],
];

// Each key × each junk: 21 cases, one fresh app start each, in three pages.
test.describe('hostile storage: junk under one key', () => {
  test('token junk (7 cases) → anonymous home, keys cleared', async ({ page }) => {
    for (const [label, raw] of JUNK) {
      await test.step(`token = ${label}`, async () => {
        await reseedAndOpen(page, {
          [TOKEN_KEY]: raw(TOKEN_KEY),
          [USER_KEY]: VALID.user(),
          [USER_NAME_KEY]: VALID.userName,
        });
        await expectHomeGrid(page);
        await expectAnonymous(page);
        await expectBadge(page, 0);
        // Without a valid token nothing is trusted: the three keys are removed.
        await expect
          .poll(async () => Object.keys(await readLocalStorage(page)).filter((k) => STORAGE_KEYS.includes(k as never)))
          .toEqual([]);
      });
    }
  });

  test('user junk (7 cases) → greeting from userName, empty cart, junk rewritten', async ({ page }) => {
    for (const [label, raw] of JUNK) {
      await test.step(`user = ${label}`, async () => {
        await reseedAndOpen(page, {
          ...VALID.proof,
          [TOKEN_KEY]: VALID.token,
          [USER_KEY]: raw(USER_KEY),
          [USER_NAME_KEY]: VALID.userName,
        });
        await expectHomeGrid(page);
        await expectGreeting(page);
        await expectBadge(page, 0);
        await expect
          .poll(async () => (await readLocalStorage(page))[USER_KEY]?.length ?? 0, {
            message: 'the junk user key is replaced by a clean, small record',
          })
          .toBeLessThan(500);
        const stored = JSON.parse((await readLocalStorage(page))[USER_KEY]!) as Record<string, unknown>;
        expect(stored).toMatchObject({ version: 2, email: DEMO_USER.email, name: DEMO_USER.name, cart: [] });
      });
    }
  });

  test('userName junk (7 cases) → greeting from the user record', async ({ page }) => {
    for (const [label, raw] of JUNK) {
      await test.step(`userName = ${label}`, async () => {
        await reseedAndOpen(page, {
          ...VALID.proof,
          [TOKEN_KEY]: VALID.token,
          [USER_KEY]: VALID.user({ cart: [cartLine(REGATA, 'M', 1)] }),
          [USER_NAME_KEY]: raw(USER_NAME_KEY),
        });
        await expectHomeGrid(page);
        await expectGreeting(page);
        await expectBadge(page, 1);
        await expect.poll(async () => (await readLocalStorage(page))[USER_NAME_KEY]).toBe(VALID.userName);
      });
    }
  });
});

test('hostile storage: all three keys junk at once → anonymous home', async ({ page }) => {
  await seedStorage(page, { [TOKEN_KEY]: '{oops', [USER_KEY]: '[[[', [USER_NAME_KEY]: MEGABYTE });
  await page.goto('/');
  await expectHomeGrid(page);
  await expectAnonymous(page);
});

test('hostile storage: a cart with unknown products, missing sizes, bad quantities keeps the valid lines, clamped 1..10', async ({
  page,
}) => {
  const tank = REGATA;
  const dress = VESTIDO;
  const kimono = KIMONO;
  const shirt = CAMISA;
  const blouse = BLUSA;
  const cart = [
    cartLine(tank, 'M', 2),
    cartLine(dress, 'P', -4), // → 1
    cartLine(kimono, 'G', 1e9), // → 10
    cartLine(shirt, 'M', 2.7), // → 2
    cartLine(blouse, 'P', 0), // → 1
    cartLine(tank, 'M', 1), // same SKU: merged into the first line → 3
    { sku: 'GHOST_1_M', productId: 'GHOST_1', size: 'M', quantity: 1 }, // unknown product
    { sku: cartLine(TOP, 'G').sku, productId: TOP.code_color, quantity: 1 }, // size missing
    { sku: '20002682_001_XL', productId: '20002682_001', size: 'XL', quantity: 1 }, // size not sold
    { ...cartLine(TOP, 'G'), sku: cartLine(REGATA, 'P').sku }, // SKU of another product
    cartLine(BATA, 'P', '3'), // NaN-ish: text
    cartLine(SAIA, '38', null), // NaN-ish: null (what JSON makes of NaN)
    cartLine(CALCA_JEANS, '40', { n: 1 }),
    null,
    5,
    'x',
    [],
  ];
  await seedStorage(page, {
    ...VALID.proof,
    [TOKEN_KEY]: VALID.token,
    [USER_NAME_KEY]: VALID.userName,
    [USER_KEY]: VALID.user({ cart }),
  });
  await page.goto('/');
  await expectGreeting(page);
  const kept = [
    { p: tank, q: 3 },
    { p: dress, q: 1 },
    { p: kimono, q: 10 },
    { p: shirt, q: 2 },
    { p: blouse, q: 1 },
  ];
  const units = kept.reduce((n, k) => n + k.q, 0);
  await expectBadge(page, units);

  await page.goto('/cart');
  await expect(cartLines(page)).toHaveCount(kept.length);
  await expect(page.getByText(`Total de items no carrinho: ${units}`, { exact: true })).toBeVisible();
  const total = kept.reduce((sum, k) => sum + cents(k.p.actual_price) * k.q, 0);
  await expect(page.getByText(`Valor total: ${brl(total)}`, { exact: true })).toBeVisible();

  // What is written back holds only the valid lines.
  await expect
    .poll(async () => (JSON.parse((await readLocalStorage(page))[USER_KEY] ?? '{}') as { cart?: unknown[] }).cart)
    .toHaveLength(kept.length);
});

test('hostile storage: a junk line sharing a valid line’s SKU does not take the valid line with it', async ({
  page,
}) => {
  const tank = REGATA;
  const valid = cartLine(tank, 'M', 1);
  await seedStorage(page, {
    ...VALID.proof,
    [TOKEN_KEY]: VALID.token,
    [USER_NAME_KEY]: VALID.userName,
    [USER_KEY]: VALID.user({ cart: [valid, { ...valid, productId: 'GHOST_1', size: 'XL' }] }),
  });
  await page.goto('/');
  await expectGreeting(page);
  // The valid line survives (quantity 1 or 2 are both defensible); dropping it loses the cart.
  await expect(cartLink(page)).toHaveAccessibleName(/^Sacola, [12] ite/, { timeout: 2_000 });
});

test.describe('hostile storage: the imitated app’s format', () => {
  const dress = VESTIDO;
  const tank = REGATA;
  const legacyUser = {
    email: DEMO_USER.email,
    password: DEMO_USER.password,
    id: 1,
    name: DEMO_USER.name,
    cart: [
      { ...dress, size: 'P' },
      { ...dress, size: 'P' },
      { ...tank, size: 'M' },
      // a product no longer sold
      {
        ...tank,
        code_color: '99999999_999',
        sizes: [{ size: 'M', sku: '99999999_999_M', available: true }],
        size: 'M',
      },
      { ...tank }, // no size
      { name: 'sem tamanho' },
      null,
    ],
    price: [],
  };

  test('recovers greeting and cart, and the password leaves storage at once', async ({ page }) => {
    await seedStorage(page, {
      [USER_KEY]: JSON.stringify(legacyUser),
      [USER_NAME_KEY]: 'Maria', // raw text, not JSON
      // A session the server still knows: the format's migration is what is tested here.
      ...VALID.proof,
      [TOKEN_KEY]: JSON.stringify(`${DEMO_USER.email}.vitrine-token`),
    });
    const started = Date.now();
    await page.goto('/');
    await expect
      .poll(() => allStoredText(page), { timeout: 3_000, message: 'the password is still in storage' })
      .not.toContain(DEMO_USER.password);
    expect(Date.now() - started).toBeLessThan(5_000);
    await expectGreeting(page);
    await expectBadge(page, 3); // dress P ×2, tank M ×1
    const stored = JSON.parse((await readLocalStorage(page))[USER_KEY]!) as Record<string, unknown>;
    expect(stored).not.toHaveProperty('password');
    expect(stored).toMatchObject({ version: 2, email: DEMO_USER.email, name: DEMO_USER.name });
    expect(JSON.parse((await readLocalStorage(page))[USER_NAME_KEY]!)).toBe(DEMO_USER.name);

    await page.reload();
    await expectGreeting(page);
    await expectBadge(page, 3);
    expect(await allStoredText(page)).not.toContain(DEMO_USER.password);
  });

  test('a legacy user without a token stays anonymous and the password is removed too', async ({ page }) => {
    await seedStorage(page, { [USER_KEY]: JSON.stringify(legacyUser), [USER_NAME_KEY]: 'Maria' });
    await page.goto('/');
    await expectHomeGrid(page);
    await expectAnonymous(page);
    await expect
      .poll(() => allStoredText(page), { timeout: 3_000, message: 'the password is still in storage' })
      .not.toContain(DEMO_USER.password);
  });
});

test.describe('hostile storage: a version from the future', () => {
  test('version 99 in the current shape: greeting and cart kept', async ({ page }) => {
    await seedStorage(page, {
      ...VALID.proof,
      [TOKEN_KEY]: VALID.token,
      [USER_NAME_KEY]: VALID.userName,
      [USER_KEY]: VALID.user({ version: 99, cart: [cartLine(REGATA, 'M', 2)], wishlist: ['x'] }),
    });
    await page.goto('/');
    await expectHomeGrid(page);
    await expectGreeting(page);
    await expectBadge(page, 2);
  });

  test('version 99 in an unknown shape: no crash, greeting from userName', async ({ page }) => {
    await seedStorage(page, {
      ...VALID.proof,
      [TOKEN_KEY]: VALID.token,
      [USER_NAME_KEY]: VALID.userName,
      [USER_KEY]: JSON.stringify({ version: 99, profile: { id: 1 }, items: { a: 1 }, cart: { lines: 3 } }),
    });
    await page.goto('/');
    await expectHomeGrid(page);
    await expectGreeting(page);
    await expectBadge(page, 0);
  });
});
