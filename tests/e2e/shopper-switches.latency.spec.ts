import { expect, grid, FIRST_PAGE_CARDS, SWITCHES_KEY, test } from './fixtures';

// The one production build every project serves is a shopper's: with nothing stored in the tab,
// the fake backend keeps the spec's delays, and the switches' parser is never downloaded.

/** A line only the switches' module holds (the console handle's help). */
const SWITCHES_MODULE = '.reprice(id, price), .soldOut(sku)';

test("a shopper's page: the spec's delays, no switch parser, no console handle", async ({ page }) => {
  const scripts: Array<Promise<string>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  await page.goto('/');
  // The spec's delay (timing.latency.spec.ts measures it): the grid waits for the catalogue.
  await expect(page.getByText('Carregando...', { exact: true })).toBeVisible();
  await expect(grid(page).getByRole('listitem')).toHaveCount(FIRST_PAGE_CARDS, { timeout: 6_000 });
  const texts = await Promise.all(scripts);
  expect(
    texts.some((text) => text.includes('vitrine:mock-switches')),
    'the fake backend was loaded',
  ).toBe(true);
  expect(texts.filter((text) => text.includes(SWITCHES_MODULE))).toEqual([]);
  expect(await page.evaluate(() => 'vitrineMock' in window)).toBe(false);
});

test("switches in the address do nothing: only the page's own scripts can store them", async ({ page }) => {
  const switches = encodeURIComponent(JSON.stringify({ latency: '0', api: '/api' }));
  await page.goto(`/?${SWITCHES_KEY}=${switches}#${SWITCHES_KEY}=${switches}`);
  await expect(grid(page).getByRole('listitem')).toHaveCount(FIRST_PAGE_CARDS, { timeout: 6_000 });
  expect(await page.evaluate((key) => sessionStorage.getItem(key), SWITCHES_KEY)).toBeNull();
  expect(await page.evaluate(() => 'vitrineMock' in window)).toBe(false);
});
