/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Product } from '../../src/api/types';
import { productPath } from '../../src/features/products/productPath';
import { validateCatalogueText } from './catalogueLoader';
import { productHead, productPages, siteUrlFrom, sitemaps } from './sitePages';

const SITE = 'https://vitrine.example.com';
const file = path.join(__dirname, '../../mocks/catalogue.json');
const catalogue = validateCatalogueText(readFileSync(file, 'utf8'), file, () => {});
const [verde, azul] = catalogue.filter((p) => p.name === 'VESTIDO MIDI FLORAL') as [Product, Product];

const graphOf = (tags: string) =>
  (JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(tags)![1]!) as { '@graph': unknown[] })[
    '@graph'
  ] as Array<Record<string, unknown>>;

describe('siteUrlFrom', () => {
  it('takes an origin, with or without the last slash, and falls back to the default', () => {
    expect(siteUrlFrom('https://vitrine.example.com/', 'http://127.0.0.1:3000')).toBe(SITE);
    expect(siteUrlFrom(undefined, 'http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
  });

  it.each(['vitrine.example.com', 'ftp://vitrine.example.com', 'https://vitrine.example.com/loja'])(
    'refuses %s, naming the variable',
    (value) => expect(() => siteUrlFrom(value, 'http://127.0.0.1:3000')).toThrow(/^SITE_URL: .* is not an origin/),
  );
});

describe('productPages', () => {
  it('gives a name its first colour’s file, and another colour of it a file of its own', () => {
    const pages = productPages(catalogue);
    expect(pages.find((page) => page.product === verde)?.file).toBe('product/VESTIDO MIDI FLORAL.html');
    expect(pages.find((page) => page.product === azul)?.file).toBe('product/VESTIDO MIDI FLORAL/azul-marinho.html');
    expect(pages).toHaveLength(catalogue.length);
  });

  it('leaves out a name that would climb out of product/', () => {
    expect(
      productPages([
        { ...verde, name: '../index' },
        { ...azul, name: '..' },
      ]),
    ).toEqual([]);
  });
});

describe('productHead', () => {
  it('states a product in one colour as a Product, and one in several as a ProductGroup of its colours', () => {
    const pages = productPages(catalogue);
    const single = pages.find((page) => page.colours.length === 1)!;
    expect(graphOf(productHead(single.product, SITE, single.colours).tags)[0]).toMatchObject({
      '@type': 'Product',
      name: `${single.product.name} - ${single.product.color}`,
    });
    const ofAzul = pages.find((page) => page.product === azul)!;
    expect(ofAzul.colours).toEqual([verde, azul]);
    expect(graphOf(productHead(azul, SITE, ofAzul.colours).tags)[0]).toMatchObject({
      '@type': 'ProductGroup',
      productGroupID: azul.style,
    });
  });

  it('states several colours as a ProductGroup, each colour a variant with its own offer', () => {
    const [group] = graphOf(productHead(azul, SITE, [verde, azul]).tags) as Array<{
      '@type': string;
      productGroupID: string;
      hasVariant: Array<{
        color: string;
        image: string[];
        offers: { url: string; price: string; priceCurrency: string };
      }>;
    }>;
    expect(group!['@type']).toBe('ProductGroup');
    expect(group!.productGroupID).toBe(verde.style);
    expect(group!.hasVariant.map((variant) => [variant.color, variant.offers.url, variant.offers.price])).toEqual(
      [verde, azul].map((p) => [p.color, new URL(productPath(p), SITE).href, (p.actualPriceCents / 100).toFixed(2)]),
    );
    for (const variant of group!.hasVariant) {
      expect(variant.offers.priceCurrency).toBe('BRL');
      expect(variant.image[0]).toMatch(/^https:\/\//);
    }
  });
});

test('a sitemap past 50,000 addresses is an index of files of 50,000 at most', () => {
  const many = Array.from({ length: 60_000 }, (_, i) => ({ ...verde, name: `VESTIDO ${i}` }));
  const files = sitemaps(many, SITE);
  expect(Object.keys(files).sort()).toEqual(['sitemap-1.xml', 'sitemap-2.xml', 'sitemap.xml']);
  expect(files['sitemap.xml']).toContain(`<sitemap><loc>${SITE}/sitemap-2.xml</loc></sitemap>`);
  const count = (xml: string) => xml.match(/<url>/g)?.length ?? 0;
  expect(count(files['sitemap-1.xml']!)).toBe(50_000);
  expect(count(files['sitemap-1.xml']!) + count(files['sitemap-2.xml']!)).toBe(60_001);
});
