import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { cartLines, DEMO_USER, expect, login, test, title, withProjectSwitches } from './fixtures';
import {
  continueTo,
  fillDelivery,
  PIX_DISCOUNT_LINE,
  placeOrderButton,
  startCheckout,
  toReviewWithPix,
} from './checkout-helpers';
import { REGATA } from './products';

// Maria on two devices (two browser contexts, no shared storage) against
// `npm run api`, both on 'Revisão' with the same bag. The order consumes the cart version its
// review showed: one cart, one order; the other device is told, charged nothing, and shown the
// cart as it is now.

/** As playwright.config.ts starts `npm run api`. */
const API = `http://127.0.0.1:${Number(process.env.E2E_PORT || 4180) + 4}`;

/** A sign-in over the API: the session's secret (what proves it) and the cart. */
async function apiToken(request: APIRequestContext): Promise<{ token: string; cart: { version: number } }> {
  const answer = await request.post(`${API}/login`, { data: { email: DEMO_USER.email, password: DEMO_USER.password } });
  const { secret, cart } = (await answer.json()) as { secret: string; cart: { version: number } };
  return { token: secret, cart };
}

/** How many orders Maria has on the server. */
async function orderCount(request: APIRequestContext): Promise<number> {
  const { token } = await apiToken(request);
  const answer = await request.get(`${API}/orders`, { headers: { authorization: `Bearer ${token}` } });
  return ((await answer.json()) as unknown[]).length;
}

/** Empties Maria's cart on the server: earlier tests against the same server do not count. */
async function emptyServerCart(request: APIRequestContext): Promise<void> {
  const { token, cart } = await apiToken(request);
  const answer = await request.put(`${API}/cart`, {
    headers: { authorization: `Bearer ${token}`, 'if-match': `"${cart.version}"` },
    data: { lines: [] },
  });
  expect(answer.status()).toBe(200);
}

/** A phone of Maria's: its own context, signed in, at the review of the cart the server holds. */
async function phoneAtReview(browser: Browser, baseURL: string | undefined): Promise<[BrowserContext, Page]> {
  const context = await withProjectSwitches(
    await browser.newContext({
      baseURL,
      viewport: { width: 360, height: 740 },
      locale: 'pt-BR',
      serviceWorkers: 'block',
    }),
  );
  const phone = await context.newPage();
  await login(phone);
  await phone.goto('/cart');
  await expect(cartLines(phone).getByRole('heading', { name: title(REGATA) })).toBeVisible();
  await phone.getByRole('link', { name: 'Finalizar compra' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Entrega' })).toBeFocused();
  await fillDelivery(phone);
  await continueTo(phone, 'Pagamento');
  await phone.getByRole('radio', { name: /PIX/ }).check();
  await continueTo(phone, 'Revisão do pedido');
  await expect(phone.getByText(PIX_DISCOUNT_LINE)).toBeVisible();
  return [context, phone];
}

/** The review of the device that lost: told, nothing charged, the cart of now (empty: it became the order). */
async function expectToldCartChanged(page: Page) {
  const notice = page.getByRole('heading', { name: 'Sua sacola mudou em outro aparelho' });
  await expect(notice).toBeVisible();
  await expect(page.getByText(/^Nada foi cobrado\./)).toBeVisible();
  await expect(page.getByText('Sua sacola está vazia.')).toBeVisible();
  await expect(placeOrderButton(page)).toHaveAttribute('aria-disabled', 'true');
}

test.describe('one cart, one order on two devices', () => {
  test.beforeEach(async ({ request }) => emptyServerCart(request));
  test.afterEach(async ({ request }) => emptyServerCart(request));

  // The refused order's answer (412) is a console line of Chromium's own.
  test.beforeEach(({ hygiene }) => hygiene.allow(/status of 412 \(Precondition Failed\)/));

  test('the second device to press after the first placed the order is told, and nothing is charged', async ({
    page: laptop,
    browser,
    baseURL,
    request,
  }) => {
    const before = await orderCount(request);
    await startCheckout(laptop, REGATA, 'M');
    await toReviewWithPix(laptop);
    const [context, phone] = await phoneAtReview(browser, baseURL);
    try {
      await placeOrderButton(laptop).click();
      await expect(laptop.getByRole('heading', { level: 1, name: 'Pedido confirmado' })).toBeFocused();
      // The phone still shows the bag on its review; pressing places nothing.
      await expect(phone.getByRole('list', { name: 'Itens do pedido' }).getByText(title(REGATA))).toBeVisible();
      await placeOrderButton(phone).click();
      await expectToldCartChanged(phone);
      expect(await orderCount(request)).toBe(before + 1);
    } finally {
      await context.close();
    }
  });

  test('both pressing at once place one order', async ({ page: laptop, browser, baseURL, request }) => {
    const before = await orderCount(request);
    await startCheckout(laptop, REGATA, 'M');
    await toReviewWithPix(laptop);
    const [context, phone] = await phoneAtReview(browser, baseURL);
    try {
      await Promise.all([placeOrderButton(laptop).click(), placeOrderButton(phone).click()]);
      const confirmed = (page: Page) => page.getByRole('heading', { level: 1, name: 'Pedido confirmado' });
      const told = (page: Page) => page.getByRole('heading', { name: 'Sua sacola mudou em outro aparelho' });
      await expect(confirmed(laptop).or(told(laptop))).toBeVisible();
      await expect(confirmed(phone).or(told(phone))).toBeVisible();
      const outcomes = [await confirmed(laptop).isVisible(), await confirmed(phone).isVisible()];
      expect(outcomes.filter(Boolean)).toHaveLength(1);
      await expectToldCartChanged(outcomes[0] ? phone : laptop);
      expect(await orderCount(request)).toBe(before + 1);
    } finally {
      await context.close();
    }
  });
});
