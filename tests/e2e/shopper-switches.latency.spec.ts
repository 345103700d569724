import { expect, grid, FIRST_PAGE_CARDS, SWITCHES_KEY, test } from './fixtures';

// The one production build every project serves is a shopper's: with nothing stored in the tab,
// the fake backend keeps the spec's delays, and the switches' parser is never downloaded.

test("a shopper's page: the spec's delays, no switch parser, no console handle", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  // The spec's delay (timing.latency.spec.ts measures it): the grid waits for the catalogue.
  await expect(page.getByText('Carregando...', { exact: true })).toBeVisible();
  await expect(grid(page).getByRole('listitem')).toHaveCount(FIRST_PAGE_CARDS, { timeout: 6_000 });
  expect(scripts.some((path) => path.includes('mock-backend'))).toBe(true);
  expect(scripts.filter((path) => /mock-(switches|remote)/.test(path))).toEqual([]);
  expect(await page.evaluate(() => 'vitrineMock' in window)).toBe(false);
});

test("switches in the address do nothing: only the page's own scripts can store them", async ({ page }) => {
  const switches = encodeURIComponent(JSON.stringify({ latency: '0', api: '/api' }));
  await page.goto(`/?${SWITCHES_KEY}=${switches}#${SWITCHES_KEY}=${switches}`);
  await expect(grid(page).getByRole('listitem')).toHaveCount(FIRST_PAGE_CARDS);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), SWITCHES_KEY)).toBeNull();
  expect(await page.evaluate(() => 'vitrineMock' in window)).toBe(false);
});
