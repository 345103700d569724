/**
 * @jest-environment jsdom
 */
import { setImmediate } from 'node:timers';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import type { Product } from '../../src/api/types';
import makeConfig from '../../webpack.config';
import { productPath } from '../../src/features/products/productPath';
import { catalogueFileFrom, validateCatalogueText } from './catalogueLoader';
import { SitePagesPlugin } from './sitePagesPlugin';

// The pages are parsed by the DOM's own parser (jsdom); webpack, run in this environment, needs Node's timers.
Object.assign(globalThis, { setImmediate });

const root = path.resolve(__dirname, '../..');
const SITE = 'https://vitrine.example.com';

interface Built {
  dir: string;
  products: Product[];
  read: (file: string) => string;
}

/** The production build's SitePagesPlugin (webpack.config.ts), made with these variables set. */
function configuredPlugin(env: NodeJS.ProcessEnv): SitePagesPlugin {
  const saved = { ...process.env };
  Object.assign(process.env, { SITE_URL: SITE, ...env });
  try {
    const configs = makeConfig({}, { mode: 'production' }) as webpack.Configuration[];
    const shop = configs.find(({ name }) => name === 'shop')!;
    return shop.plugins!.find((plugin) => plugin instanceof SitePagesPlugin) as SitePagesPlugin;
  } finally {
    process.env = saved;
  }
}

/**
 * A build of the HTML files alone (no shop code): the template as index.html and app.html, as
 * the production build has them, then the production build's plugin, made with the given
 * variables (CATALOGUE_FILE).
 */
async function build(env: NodeJS.ProcessEnv): Promise<Built> {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-pages-'));
  const catalogueFile = catalogueFileFrom(env);
  const html = { template: path.join(root, 'public/index.html'), minify: false, inject: false } as const;
  const compiler = webpack({
    mode: 'development',
    context: root,
    entry: 'data:text/javascript,export default 1',
    output: { path: dir },
    devtool: false,
    plugins: [
      new HtmlWebpackPlugin({ ...html, filename: 'index.html' }),
      new HtmlWebpackPlugin({ ...html, filename: 'app.html' }),
      configuredPlugin(env),
    ],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve();
    }),
  );
  const products = validateCatalogueText(readFileSync(catalogueFile, 'utf8'), catalogueFile, () => {});
  return { dir, products, read: (file) => readFileSync(path.join(dir, file), 'utf8') };
}

/** Every HTML file under product/, by its path in the build. */
function productFiles(dir: string): string[] {
  return readdirSync(path.join(dir, 'product'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => `product/${file}`);
}

function head(html: string) {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;
  const blocks = [...document.head.querySelectorAll('script[type="application/ld+json"]')];
  return {
    title: document.title,
    description: content('meta[name="description"]'),
    canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    og: (property: string) => content(`meta[property="${property}"]`),
    twitter: (name: string) => content(`meta[name="${name}"]`),
    manifest: document.head.querySelector('link[rel="manifest"]')?.getAttribute('href') ?? null,
    // Each block is parsed as JSON: a broken one throws here.
    jsonLd: blocks.map((block) => JSON.parse(block.textContent ?? '') as { '@graph': Array<Record<string, unknown>> }),
    bodyScripts: document.body.querySelectorAll('script').length,
  };
}

type Head = ReturnType<typeof head>;

/** The file a server answers a product's address with (scripts/serve.mjs). */
function pageFile(built: Built, product: Product): string {
  const named = `product/${product.name}/${product.colorSlug}.html`;
  return productFiles(built.dir).includes(named) ? named : `product/${product.name}.html`;
}
const ofType = (h: Head, type: string) => h.jsonLd.flatMap((block) => block['@graph']).find((n) => n['@type'] === type);

/** Google's Product rich result needs a name, an image and an offer with price, currency and availability. */
function expectProductHead(h: Head, product: Product) {
  const label = `${product.name} - ${product.color}`;
  const url = new URL(productPath(product), SITE).href;
  expect(h.title).toBe(`${label} | Vitrine`);
  expect(h.description).toContain(label);
  expect(h.canonical).toBe(url);
  expect(h.manifest).toBe('/manifest.webmanifest');
  expect(h.og('og:type')).toBe('product');
  expect(h.og('og:title')).toBe(label);
  expect(h.og('og:url')).toBe(url);
  expect(new URL(h.og('og:image')!).protocol).toMatch(/^https?:$/);
  expect(h.og('product:price:amount')).toBe((product.actualPriceCents / 100).toFixed(2));
  expect(h.og('product:price:currency')).toBe('BRL');
  expect(h.twitter('twitter:card')).toBe('summary_large_image');
  expect(h.twitter('twitter:image')).toBe(h.og('og:image'));
  if (product.image.endsWith('.svg')) {
    // Link previews show no SVG: a PNG of the size Open Graph asks for.
    expect(h.og('og:image')).toMatch(/\/images\/previews\/[\w-]+\.png$/);
    expect([h.og('og:image:type'), h.og('og:image:width'), h.og('og:image:height')]).toEqual([
      'image/png',
      '1200',
      '630',
    ]);
    expect(h.og('og:image:alt')).toBe(label);
  }

  // A product in several colours is a ProductGroup; its page's colour is the variant at its address.
  type Item = {
    name: string;
    image: string[];
    offers: { url: string; price: string; priceCurrency: string; availability: string };
  };
  const group = ofType(h, 'ProductGroup') as { hasVariant: Item[] } | undefined;
  const item = (group ? group.hasVariant.find((variant) => variant.offers.url === url) : ofType(h, 'Product')) as Item;
  expect(item).toBeDefined();
  expect(item.name).toBe(label);
  expect(item.image).toEqual([h.og('og:image')]);
  expect(Number(item.offers.price) * 100).toBeCloseTo(product.actualPriceCents);
  expect(item.offers.priceCurrency).toBe('BRL');
  const buyable = product.onSale && product.sizes.some((size) => size.available);
  expect(item.offers.availability).toBe(`https://schema.org/${buyable ? 'InStock' : 'OutOfStock'}`);
  const crumbs = ofType(h, 'BreadcrumbList') as { itemListElement: Array<{ position: number; item: string }> };
  expect(crumbs.itemListElement.map((crumb) => [crumb.position, crumb.item])).toEqual([
    [1, `${SITE}/`],
    [2, url],
  ]);
}

function sitemapUrls(xml: string): string[] {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.querySelector('parsererror')).toBeNull();
  return [...document.querySelectorAll('url > loc')].map((loc) => loc.textContent ?? '');
}

describe.each([
  ['the bundled catalogue', {}],
  [
    'CATALOGUE_FILE set to another catalogue',
    { CATALOGUE_FILE: path.join(root, 'tests/fixtures/other-catalogue.json') },
  ],
])('built with %s', (_name, env) => {
  let built: Built;
  beforeAll(async () => {
    built = await build(env);
  });
  afterAll(() => rmSync(built.dir, { recursive: true, force: true }));

  it('writes a page of its own for every product, whose head names it', () => {
    const { products, dir, read } = built;
    expect(products.length).toBeGreaterThan(1);
    const files = productFiles(dir);
    const pageOf = (product: Product) => pageFile(built, product);
    for (const product of products) {
      expect(files).toContain(pageOf(product));
      expectProductHead(head(read(pageOf(product))), product);
    }
    expect(files).toHaveLength(new Set(products.map(pageOf)).size);
  });

  it('keeps the frame in every product page, with no script but the shop’s in its body', () => {
    for (const file of productFiles(built.dir)) {
      const html = built.read(file);
      expect(html).toContain('<div id="root"></div>');
      expect(head(html).bodyScripts).toBe(0);
      // No text of the catalogue can end the JSON-LD's element early.
      const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
      expect(block).not.toContain('<');
    }
  });

  it('writes each product drawing’s link preview: a PNG of 1200 × 630', () => {
    const previews = new Set(
      built.products
        .filter((p) => p.image.endsWith('.svg'))
        .map((p) => head(built.read(pageFile(built, p))).og('og:image')!),
    );
    const drawings = new Set(built.products.map((p) => p.image).filter((image) => image.endsWith('.svg')));
    expect(previews.size).toBe(drawings.size);
    for (const url of previews) {
      const png = readFileSync(path.join(built.dir, new URL(url).pathname));
      expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
      // The IHDR chunk: width and height, big-endian, after the signature and the chunk's length and name.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    }
  });

  it('lists the home page and every product in sitemap.xml, which robots.txt names', () => {
    const urls = sitemapUrls(built.read('sitemap.xml'));
    expect(urls).toContain(`${SITE}/`);
    for (const product of built.products) expect(urls).toContain(new URL(productPath(product), SITE).href);
    expect(urls).toHaveLength(new Set(urls).size);
    expect(built.read('robots.txt')).toMatch(new RegExp(`^Sitemap: ${SITE}/sitemap.xml$`, 'm'));
    for (const path of ['/redefinir-senha', '/conta', '/favoritos', '/checkout', '/pedido', '/cart']) {
      expect(built.read('robots.txt')).toMatch(new RegExp(`^Disallow: ${path}$`, 'm'));
    }
  });

  it('gives the home page the shop and its search as JSON-LD', () => {
    const h = head(built.read('index.html'));
    expect(h.title).toBe('Vitrine | Moda feminina');
    expect(h.canonical).toBe(`${SITE}/`);
    expect(ofType(h, 'Organization')).toMatchObject({ name: 'Vitrine', url: `${SITE}/` });
    expect(ofType(h, 'WebSite')).toMatchObject({
      url: `${SITE}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${SITE}/?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
    // app.html, the frame of other addresses, keeps the shop's own head.
    expect(head(built.read('app.html')).jsonLd).toEqual([]);
  });
});

test('the other catalogue gives a same-name colour its own file, and escapes what its names hold', async () => {
  const built = await build({ CATALOGUE_FILE: path.join(root, 'tests/fixtures/other-catalogue.json') });
  try {
    const files = productFiles(built.dir);
    expect(files).toEqual(
      expect.arrayContaining([
        'product/BODY CANELADO.html',
        'product/BODY CANELADO/rosa.html',
        'product/CALÇA 3/4 & CIA.html',
      ]),
    );
    const saia = head(built.read('product/SAIA "LÁPIS" </script><b>.html'));
    expect(saia.title).toBe('SAIA "LÁPIS" </script><b> - PRETO | Vitrine');
    expect(saia.og('og:image')).toBe('https://images.example.com/saia-lapis.jpg');
    // A product without a picture shows the shop's logo.
    expect(head(built.read('product/BODY CANELADO.html')).og('og:image')).toBe(`${SITE}/icons/icon-512.png`);
  } finally {
    rmSync(built.dir, { recursive: true, force: true });
  }
});
