import { catalogue, expect, FIRST_PAGE_CARDS, grid, gridTitles, productUrl, test } from './fixtures';

test.use({ serviceWorkers: 'allow' });

// After the first visit, the service worker lets the shop open and browse offline.
test('opens and browses offline after the first visit', async ({ page, context, hygiene }) => {
  await page.goto('/');
  await expect(grid(page)).toBeVisible();
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!registration.active) throw new Error('no active service worker');
  });

  await context.setOffline(true);
  // The browser reports the refused network requests of an offline page as console errors.
  hygiene.allow(/net::ERR_INTERNET_DISCONNECTED|Failed to load resource/);
  await page.reload();
  await expect(gridTitles(page)).toHaveCount(FIRST_PAGE_CARDS);

  const first = catalogue[0]!;
  await page.goto(productUrl(first));
  await expect(page.getByRole('heading', { level: 1, name: `${first.name} - ${first.color}` })).toBeVisible();
  const image = page.getByRole('img', { name: `${first.name} - ${first.color}` }).first();
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});
