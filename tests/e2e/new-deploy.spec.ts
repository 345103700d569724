import type { Page, Request } from '@playwright/test';
import { expect, grid, test } from './fixtures';

// A tab open across a deploy asks for a page file that no longer exists.
// That is a new version to load, not the shopper's connection.

const LOGIN_FILE = /\/js\/login\.[0-9a-f]+\.js$/;

/** The home page, ready, with a count of the full page loads that follow. */
async function openHome(page: Page) {
  await page.goto('/');
  await expect(grid(page)).toBeVisible();
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  return loads;
}

test('a page file gone after a deploy: the new version is loaded, once, at the same address', async ({
  page,
  hygiene,
}) => {
  hygiene.allow(/Failed to load resource: the server responded with a status of 404/);
  const loads = await openHome(page);
  // The old file is gone (its GET and the shop's HEAD check) until the page loads anew.
  const asked: string[] = [];
  let deployed = false;
  page.on('request', (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) deployed = true;
  });
  await page.route(LOGIN_FILE, (route) => {
    if (deployed) return route.continue();
    asked.push(route.request().method());
    return route.fulfill({ status: 404, body: 'Not found' });
  });

  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  expect(loads).toEqual([expect.stringMatching(/\/login$/)]);
  expect(asked).toEqual(['GET', 'HEAD']);
  await expect(page.getByText(/Verifique sua conexão/)).toHaveCount(0);
  // The page works: the form answers.
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Campo obrigatório').first()).toBeVisible();
});

test('a broken deploy (the file still gone after the reload) reloads once, then says so without blaming the connection', async ({
  page,
  hygiene,
}) => {
  hygiene.allow(/Failed to load resource: the server responded with a status of 404/);
  const loads = await openHome(page);
  await page.route(LOGIN_FILE, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page.getByText(/Tente de novo em alguns instantes/)).toBeVisible();
  expect(loads).toEqual([expect.stringMatching(/\/login$/)]);
  await expect(page.getByText(/Verifique sua conexão/)).toHaveCount(0);
});

test('no connection: the shopper is told to check it, and nothing reloads', async ({ page, hygiene }) => {
  hygiene.allow(/Failed to load resource: net::ERR_FAILED/);
  const loads = await openHome(page);
  await page.route(LOGIN_FILE, (route) => route.abort());
  await page.getByRole('link', { name: 'Login' }).click();
  await expect(
    page.getByText('Não foi possível carregar esta parte da loja. Verifique sua conexão e tente de novo.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  expect(loads).toEqual([]);
  await expect(page).toHaveURL(/\/login$/);
});
