import { expect, test } from './fixtures';

// The scripts the shop starts with download alongside the page (preload links) and open with
// V8's per-file compile hint, so Chromium compiles them while they stream in rather than on the
// main thread (src/start/preloadChunkPlugin.ts). Files of pages opened later do not carry it.
const HINT = '//# allFunctionsCalledOnLoad\n';

test('the start-up scripts are preloaded and carry the compile hint; a later page’s file does not', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  const preloaded = [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map((m) => m[1] ?? '');
  expect(preloaded.length).toBeGreaterThanOrEqual(2);
  for (const src of preloaded) expect((await (await request.get(src)).text()).startsWith(HINT), src).toBe(true);

  const later: string[] = [];
  page.on('response', (response) => {
    if (/\/js\/login\.[0-9a-f]+\.js$/.test(response.url())) later.push(response.url());
  });
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Produtos' })).toBeVisible();
  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  expect(later).toHaveLength(1);
  for (const src of later) expect((await (await request.get(src)).text()).startsWith(HINT), src).toBe(false);
});
