import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { DEMO_USER, expect, grid, login, test, title, withProjectSwitches, type RawProduct } from './fixtures';
import { BOLSA, REGATA, SAIA } from './products';

// One shopper on two devices (two browser contexts: no shared storage) against
// `npm run api`. Each favourite added or removed is one change on the server, so both devices'
// additions survive, on each device and on the server.

/** As playwright.config.ts starts `npm run api`. */
const API = `http://127.0.0.1:${Number(process.env.E2E_PORT || 4180) + 4}`;

/** A client of the API signed in as Maria: her session's secret. */
async function secretOf(request: APIRequestContext): Promise<string> {
  const login = await request.post(`${API}/login`, { data: { email: DEMO_USER.email, password: DEMO_USER.password } });
  return ((await login.json()) as { secret: string }).secret;
}

/** The shopper's favourites on the server, read as any client of the API would. */
async function serverFavorites(request: APIRequestContext): Promise<string[]> {
  const answer = await request.get(`${API}/favorites`, {
    headers: { authorization: `Bearer ${await secretOf(request)}` },
  });
  return ((await answer.json()) as { items: string[] }).items;
}

/** Empties the shopper's favourites on the server, so earlier tests against the same server do not count. */
async function emptyServerFavorites(request: APIRequestContext): Promise<void> {
  const authorization = `Bearer ${await secretOf(request)}`;
  for (const id of await serverFavorites(request)) {
    const answer = await request.delete(`${API}/favorites/${encodeURIComponent(id)}`, { headers: { authorization } });
    expect(answer.status()).toBe(200);
  }
}

const card = (page: Page, p: RawProduct) =>
  grid(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title(p), exact: true }) });

/** Presses a card's heart and waits until the server has taken the addition. */
async function addFavorite(page: Page, p: RawProduct): Promise<void> {
  const saved = page.waitForResponse(
    // The page reaches the API on its own origin, at /api/ (the project's `api` switch).
    (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === `/api/favorites/${p.code_color}` && r.ok(),
  );
  await card(page, p).getByRole('button', { name: 'Adicionar aos favoritos', exact: true }).click();
  await saved;
}

test('two devices, one shopper: favourites added on each both survive', async ({
  page: deviceA,
  browser,
  baseURL,
  request,
}) => {
  await emptyServerFavorites(request);
  let deviceB: BrowserContext | null = null;
  try {
    // Both devices sign in and show the home page, each before the other adds anything.
    await login(deviceA);
    deviceB = await withProjectSwitches(
      await browser.newContext({
        baseURL,
        viewport: { width: 360, height: 740 },
        locale: 'pt-BR',
        serviceWorkers: 'block',
      }),
    );
    const phone = await deviceB.newPage();
    await login(phone);
    await expect(card(phone, SAIA)).toBeVisible();

    // Each adds its own favourite; neither has seen the other's.
    await addFavorite(deviceA, SAIA);
    await addFavorite(phone, BOLSA);
    await addFavorite(phone, REGATA);

    expect((await serverFavorites(request)).sort()).toEqual([SAIA, BOLSA, REGATA].map((p) => p.code_color).sort());

    // Each device, on its next visit, shows all three.
    for (const device of [deviceA, phone]) {
      await device.goto('/favoritos');
      const list = device.getByRole('list', { name: 'Favoritos' });
      for (const p of [SAIA, BOLSA, REGATA]) await expect(list.getByRole('heading', { name: title(p) })).toBeVisible();
      await expect(list.getByRole('listitem')).toHaveCount(3);
    }
  } finally {
    await deviceB?.close();
    await emptyServerFavorites(request); // the server outlives this test
  }
});
