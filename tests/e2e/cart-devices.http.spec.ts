import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import {
  DEMO_USER,
  addToBag,
  cartLines,
  expect,
  login,
  openProduct,
  screenshotBoth,
  test,
  title,
  type RawProduct,
  withProjectSwitches,
} from './fixtures';
import { BOLSA, SAIA, VESTIDO_AZUL } from './products';

// One shopper on two devices (two browser contexts: no shared storage)
// against `npm run api`. Every cart change is a versioned write; a device that loads the
// cart adopts the server's lines, and a conflict is merged, so no line is ever lost.

/** As playwright.config.ts starts `npm run api`. */
const API = `http://127.0.0.1:${Number(process.env.E2E_PORT || 4180) + 4}`;
const dress = VESTIDO_AZUL;
const bag = BOLSA;
const skirt = SAIA;
const skuOf = (p: RawProduct, size: string) => p.sizes.find((s) => s.size === size)!.sku;
const EXPECTED = [skuOf(dress, 'M'), skuOf(bag, 'U'), skuOf(skirt, '38')].sort();

/** The shopper's cart on the server, read as any client of the API would. */
async function serverCart(request: APIRequestContext): Promise<{ lines: Array<{ sku: string }>; version?: number }> {
  const login = await request.post(`${API}/login`, { data: { email: DEMO_USER.email, password: DEMO_USER.password } });
  // The session's secret proves the sign-in (the spec's token only names it).
  const { secret } = (await login.json()) as { secret: string };
  const answer = await request.get(`${API}/cart`, { headers: { authorization: `Bearer ${secret}` } });
  const body = (await answer.json()) as { lines: Array<{ sku: string }>; version?: number } | Array<{ sku: string }>;
  return Array.isArray(body) ? { lines: body } : body;
}

/** Empties the shopper's cart on the server, so earlier tests against the same server do not count. */
async function emptyServerCart(request: APIRequestContext): Promise<void> {
  const login = await request.post(`${API}/login`, { data: { email: DEMO_USER.email, password: DEMO_USER.password } });
  const { secret, cart } = (await login.json()) as { secret: string; cart: { version?: number } };
  const answer = await request.put(`${API}/cart`, {
    headers: { authorization: `Bearer ${secret}`, 'if-match': `"${cart.version ?? 0}"` },
    data: { lines: [] },
  });
  expect(answer.status()).toBe(200);
}

/** Adds a product in a size and waits until the server has confirmed the cart that holds it. */
async function addAndSave(page: Page, p: RawProduct, size: string): Promise<void> {
  await openProduct(page, p);
  // The page reaches the API on its own origin, at /api/ (the project's `api` switch).
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === '/api/cart' && r.ok(),
  );
  await addToBag(page, size);
  await saved;
}

/** The SKUs this device keeps in its storage (the `user` key's cart). */
const storedSkus = (page: Page) =>
  page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('@context-amaro:user') ?? '{}') as { cart?: Array<{ sku: string }> };
    return (stored.cart ?? []).map((line) => line.sku).sort();
  });

/** The cart page shows exactly these products (by title), and the device keeps exactly these SKUs. */
async function expectCart(page: Page, products: RawProduct[]): Promise<void> {
  await expect(cartLines(page)).toHaveCount(products.length);
  for (const p of products) await expect(cartLines(page).getByRole('heading', { name: title(p) })).toBeVisible();
  await expect.poll(() => storedSkus(page)).toEqual(EXPECTED);
}

test('two devices, one shopper: no cart line is lost on either device or on the server', async ({
  page: deviceA,
  browser,
  baseURL,
  request,
}) => {
  await emptyServerCart(request);
  let deviceB: BrowserContext | null = null;
  const errorsOnB: string[] = [];
  try {
    // Device A (a computer) adds VESTIDO.
    await login(deviceA);
    await addAndSave(deviceA, dress, 'M');

    // Device B (a phone, its own storage) signs in, sees it, and adds BOLSA.
    deviceB = await withProjectSwitches(
      await browser.newContext({
        baseURL,
        viewport: { width: 360, height: 740 },
        locale: 'pt-BR',
        serviceWorkers: 'block',
      }),
    );
    const phone = await deviceB.newPage();
    phone.on('console', (m) => void (m.type() === 'error' && errorsOnB.push(m.text())));
    phone.on('pageerror', (e) => errorsOnB.push(e.message));
    await login(phone);
    await phone.goto('/cart');
    await expect(cartLines(phone)).toHaveCount(1);
    await expect(cartLines(phone).getByRole('heading', { name: title(dress) })).toBeVisible();
    await addAndSave(phone, bag, 'U');

    // Device A reloads, then adds SAIA.
    await deviceA.reload();
    await expect(deviceA.getByText(`Bem vindo(a), ${DEMO_USER.name}!`)).toBeVisible();
    await addAndSave(deviceA, skirt, '38');

    // Device B opens /cart: it shows all three, and writes nothing stale back.
    await phone.goto('/cart');
    await expectCart(phone, [dress, bag, skirt]);
    await screenshotBoth(phone, 'cart-two-devices');

    // Device A opens its cart: all three as well.
    await deviceA.goto('/cart');
    await expectCart(deviceA, [dress, bag, skirt]);

    // And the server holds all three.
    expect((await serverCart(request)).lines.map((line) => line.sku).sort()).toEqual(EXPECTED);
    expect(errorsOnB).toEqual([]);
  } finally {
    await deviceB?.close();
    await emptyServerCart(request); // the server outlives this test: later ones start from an empty cart
  }
});
