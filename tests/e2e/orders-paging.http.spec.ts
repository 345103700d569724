import type { APIRequestContext } from '@playwright/test';
import { cents, DEMO_USER, expect, login, openMyOrders, screenshotBoth, tabTo, test, WIDTHS } from './fixtures';
import { listenLikeAScreenReader } from './live-helpers';
import { REGATA } from './products';
import { shippingOptions } from '../../src/rules/shipping';
import { orderTotals } from '../../src/rules/totals';

// 'Meus pedidos' of a shopper with many orders shows them a page at a time, as
// the product grid does ('Carregar mais'), placed through `npm run api` as any client would.

/** As playwright.config.ts starts `npm run api`. */
const API = `http://127.0.0.1:${Number(process.env.E2E_PORT || 4180) + 4}`;
/** What the page shows at first and adds on each 'Carregar mais' (src/features/orders/OrdersPage.tsx). */
const PAGE = 10;
const ORDERS = 35;

const ADDRESS = {
  recipient: 'Maria Souza',
  cep: '01310100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: '',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};

async function signIn(request: APIRequestContext) {
  const answer = await request.post(`${API}/login`, { data: { email: DEMO_USER.email, password: DEMO_USER.password } });
  // The session's secret proves the sign-in (the spec's token only names it).
  const { secret, cart } = (await answer.json()) as { secret: string; cart: { version: number } };
  return { headers: { authorization: `Bearer ${secret}` }, version: cart.version };
}

/** Places `count` PIX orders of one tank top (M), each consuming the cart version the one before left. */
async function placeOrders(request: APIRequestContext, count: number): Promise<void> {
  const subtotalCents = cents(REGATA.actual_price);
  const economy = shippingOptions('SP', subtotalCents).find((option) => option.id === 'economica')!;
  const { totalCents } = orderTotals({ subtotalCents, shippingCents: economy.priceCents, method: 'pix' });
  const sku = REGATA.sizes.find((size) => size.size === 'M')!.sku;
  const signedIn = await signIn(request);
  const { headers } = signedIn;
  let { version } = signedIn;
  for (let i = 0; i < count; i += 1) {
    const answer = await request.post(`${API}/orders`, {
      headers: { ...headers, 'idempotency-key': `many-orders-${Date.now()}-${i}` },
      data: {
        lines: [{ sku, quantity: 1 }],
        address: ADDRESS,
        shippingId: economy.id,
        payment: { method: 'pix' },
        expectedTotalCents: totalCents,
        cartVersion: version,
      },
    });
    expect(answer.status(), await answer.text()).toBe(201);
    version += 1; // the order took its units out of the cart, as the cart's next version
  }
}

/** Maria's order numbers on the server, newest first, as 'Meus pedidos' lists them. */
async function orderIds(request: APIRequestContext): Promise<string[]> {
  const { headers } = await signIn(request);
  const answer = await request.get(`${API}/orders`, { headers });
  return ((await answer.json()) as Array<{ id: string }>).map((order) => order.id);
}

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  const placed = (await orderIds(request)).length;
  if (placed < ORDERS) await placeOrders(request, ORDERS - placed);
  await request.dispose();
});

for (const width of WIDTHS) {
  test(`at ${width} px, 'Meus pedidos' shows ${PAGE} orders, then ${PAGE} more per 'Carregar mais', focus on the first new one`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
    const ids = await orderIds(request);
    expect(ids.length).toBeGreaterThanOrEqual(ORDERS);
    await login(page);
    await openMyOrders(page);
    const rows = page.getByRole('list', { name: 'Pedidos' }).getByRole('listitem');
    await expect(rows).toHaveCount(PAGE);
    await expect(rows.first().getByRole('link')).toHaveText(`Pedido nº ${ids[0]}`);
    const shown = page.getByRole('status').filter({ hasText: /^Mostrando/ });
    await expect(shown).toHaveText(`Mostrando ${PAGE} de ${ids.length} pedidos`);
    // 35 orders were a 4,800 px page; one page of them is under half that on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(2_400);
    await screenshotBoth(page, 'pedidos-muitos');

    const screenReader = await listenLikeAScreenReader(page);
    const more = page.getByRole('button', { name: 'Carregar mais' });
    for (let count = PAGE; count < ids.length; count += PAGE) {
      await tabTo(page, more);
      await page.keyboard.press('Enter');
      const now = Math.min(count + PAGE, ids.length);
      await expect(rows).toHaveCount(now);
      // Focus goes on to the first order just shown, so the keyboard carries on reading there.
      const first = rows.nth(count).getByRole('link');
      await expect(first).toHaveText(`Pedido nº ${ids[count]}`);
      await expect(first).toBeFocused();
      await expect(shown).toHaveText(`Mostrando ${now} de ${ids.length} pedidos`);
    }
    await expect(more).toHaveCount(0);
    const heard = (await screenReader.heard()).filter((text) => text.startsWith('Mostrando'));
    const expected = [];
    for (let count = PAGE + PAGE; count < ids.length + PAGE; count += PAGE) {
      expected.push(`Mostrando ${Math.min(count, ids.length)} de ${ids.length} pedidos`);
    }
    expect(heard).toEqual(expected);

    await rows.last().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: `Pedido ${ids.at(-1)}` })).toBeVisible();
  });
}

for (const width of WIDTHS) {
  test(`at ${width} px, Back from an order opened after 'Carregar mais' shows as many orders, scrolled to it, focus on it`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
    const ids = await orderIds(request);
    await login(page);
    await openMyOrders(page);
    const rows = page.getByRole('list', { name: 'Pedidos' }).getByRole('listitem');
    await expect(rows).toHaveCount(PAGE);
    await page.getByRole('button', { name: 'Carregar mais' }).click();
    await expect(rows).toHaveCount(PAGE + PAGE);
    const opened = rows.nth(PAGE + PAGE - 2).getByRole('link');
    await opened.scrollIntoViewIfNeeded();
    const listPlace = await page.evaluate(() => window.scrollY);
    await opened.click();
    await expect(page.getByRole('heading', { level: 1, name: `Pedido ${ids[PAGE + PAGE - 2]}` })).toBeVisible();

    await page.goBack();
    await expect(rows).toHaveCount(PAGE + PAGE);
    await expect(opened).toBeFocused();
    await expect(opened).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(listPlace - 50);
  });
}
