import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { catalogue, expect, productUrl, test, title } from './fixtures';
import { CASACO, VESTIDO, VESTIDO_AZUL } from './products';

// Every product's address is served a page of its own, whose head names the product
// (scripts/webpack/sitePages.ts), under the same frame and loading indicator as any other page;
// the shop is installable (public/manifest.webmanifest).

const description = (page: import('@playwright/test').Page) =>
  page.locator('meta[name="description"]').getAttribute('content');

/** The head of the HTML the server answers an address with, before any script runs. */
async function servedHead(request: import('@playwright/test').APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.ok()).toBe(true);
  const html = await response.text();
  const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
    ogImage: /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1],
    graph: jsonLd ? (JSON.parse(jsonLd) as { '@graph': Array<Record<string, unknown>> })['@graph'] : [],
    preloadedScripts: [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map((m) => m[1]),
  };
}

test('a product’s address, in each colour, is answered with its own head', async ({ request }) => {
  for (const product of [VESTIDO, VESTIDO_AZUL, CASACO]) {
    const head = await servedHead(request, productUrl(product));
    expect(head.title).toBe(`${title(product)} | Vitrine`);
    expect(new URL(head.canonical!).pathname + new URL(head.canonical!).search).toBe(productUrl(product));
    expect(head.ogImage).toMatch(/^https?:\/\/.*\.png$/);
    // The link preview is served, a PNG (shared links show no SVG).
    const preview = await request.get(new URL(head.ogImage!).pathname);
    expect(preview.ok()).toBe(true);
    expect(preview.headers()['content-type']).toContain('image/png');
    // The VESTIDO in two colours is a ProductGroup, its page's colour one of its variants; CASACO has one colour.
    const group = head.graph.find((node) => node['@type'] === 'ProductGroup') as
      { hasVariant: Array<Record<string, unknown>> } | undefined;
    const item = group
      ? group.hasVariant.find((variant) => variant.name === title(product))
      : head.graph.find((node) => node['@type'] === 'Product');
    expect(item).toMatchObject({ name: title(product), offers: { priceCurrency: 'BRL' } });
    expect(Boolean(group)).toBe(product !== CASACO);
    // The product page's own file downloads alongside the shop's (src/app/routes.tsx, preloadPageFor).
    expect(head.preloadedScripts).toContainEqual(expect.stringMatching(/^\/js\/product\.[0-9a-f]+\.js$/));
  }
  // Without ?cor=, the name's first colour, as the page shows it.
  expect((await servedHead(request, `/product/${encodeURIComponent(VESTIDO.name)}`)).title).toBe(
    `${title(VESTIDO)} | Vitrine`,
  );
  // Any other text after /product/ is the frame, with the shop's own head (and no product page's file).
  const frame = await servedHead(request, '/product/vestido');
  expect(frame.title).toBe('Vitrine | Moda feminina');
  expect(frame.preloadedScripts.filter((file) => file?.startsWith('/js/product.'))).toEqual([]);
});

test('sitemap.xml lists every product, and robots.txt names it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1]!.replace(/&amp;/g, '&'));
    return url.pathname + url.search;
  });
  for (const product of catalogue) expect(paths).toContain(productUrl(product));
  expect(await (await request.get('/robots.txt')).text()).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a product’s own page shows the frame and the loading indicator, as any other page', async ({ page }) => {
    await page.goto(productUrl(CASACO));
    await expect(page).toHaveTitle(`${title(CASACO)} | Vitrine`);
    await expect(page.getByText('Frete grátis acima de R$ 199')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Carregando...' })).toBeVisible();
  });
});

test('opening another product changes the title and the description; the home page has the shop’s again', async ({
  page,
}) => {
  await page.goto(productUrl(CASACO));
  await expect(page.getByRole('heading', { level: 1, name: title(CASACO) })).toBeVisible();
  const first = await description(page);
  expect(first).toContain(title(CASACO));

  await page
    .getByRole('region', { name: 'Você também pode gostar' })
    .getByRole('link', { name: new RegExp(`^${title(VESTIDO)}`) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title(VESTIDO) })).toBeVisible();
  await expect(page).toHaveTitle(`${title(VESTIDO)} | Vitrine`);
  await expect.poll(() => description(page)).toContain(title(VESTIDO));

  await page.getByRole('link', { name: 'Vitrine, página inicial' }).click();
  await expect(page).toHaveTitle('Vitrine | Moda feminina');
  await expect.poll(() => description(page)).toBe('Vitrine: moda feminina online (projeto de estudo).');
});

// Chromium never offers to install from an incognito profile, which a test's context is: this
// test opens a profile of its own.
test('Chromium finds nothing that stops the shop from being installed', async ({ launchOptions, baseURL }) => {
  const profile = mkdtempSync(join(tmpdir(), 'vitrine-install-'));
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    for (const path of ['/', productUrl(CASACO)]) {
      await page.goto(path);
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
      expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
      expect(manifest.errors).toEqual([]);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: Array<{ errorId: string }>;
      };
      expect(installabilityErrors.map(({ errorId }) => errorId)).toEqual([]);
      await cdp.detach();
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
