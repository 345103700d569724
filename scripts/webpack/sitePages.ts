/**
 * What crawlers and link previews read, written at build time
 * (scripts/webpack/sitePagesPlugin.ts): a head of its own for every product's
 * page (title, description, canonical URL, Open Graph, Twitter card, JSON-LD
 * Product and BreadcrumbList), the home page's Organization and WebSite, the
 * sitemap and robots.txt. Plain text in, plain text out: React never writes any
 * of it, and JSON-LD is escaped so no text of the catalogue can close its tag.
 */
import type { Product } from '../../src/api/types';
import { SHOP_DESCRIPTION } from '../../src/components/usePageDescription';
import { SHOP_TITLE } from '../../src/components/usePageTitle';
import { inStock, productDescription, productTitle } from '../../src/features/catalog/productHead';
import { productPath } from '../../src/features/products/productPath';
import { productNamed } from '../../src/rules/productRoute';
import { coloursOf } from '../../src/rules/colours';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, previewPath } from './sharePreviews';

export const SHOP_NAME = 'Vitrine';
/** The manifest's large icon (public/icons/): the shop's logo, and the picture of a product without one. */
export const LOGO_PATH = '/icons/icon-512.png';
/** A sitemap file holds at most 50,000 addresses (sitemaps.org); more go to several, listed by an index. */
const SITEMAP_MAX_URLS = 50_000;

/** `SITE_URL`: the origin the shop is served from, for absolute addresses. */
export function siteUrlFrom(value: string | undefined, fallback: string): string {
  const text = (value || fallback).trim().replace(/\/+$/, '');
  let url: URL | null = null;
  try {
    url = new URL(text);
  } catch {
    // reported below
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== text) {
    throw new Error(`SITE_URL: "${value}" is not an origin. Example: SITE_URL=https://vitrine.example.com`);
  }
  return url.origin;
}

/** One HTML file of the build: the product whose head it carries, and where it is written. */
export interface ProductPage {
  /** Under the output folder: product/<name>.html, or product/<name>/<colour>.html. */
  file: string;
  product: Product;
  /** Its colours, itself among them (src/rules/colours.ts: coloursOf). */
  colours: Product[];
}

/** A name the file system can hold as it is: no segment that climbs, no control character. */
const safeName = (name: string) =>
  ![...name].some((char) => char < ' ' || char === '\\') &&
  name.split('/').every((segment) => segment && segment !== '.' && segment !== '..');

/**
 * The page files, one per catalogue product, named after the decoded address so a static host
 * finds them as it is (/product/VESTIDO%20MIDI%20FLORAL → product/VESTIDO MIDI FLORAL.html).
 * A host cannot tell ?cor= apart, so product/<name>.html carries what the name alone shows
 * (its first colour); another colour of that name has product/<name>/<colour>.html, which the
 * shop's servers choose by the query (scripts/serve.mjs, the development server).
 * A product is shown at its own address unless an earlier one's name contains its name
 * and shares its colour; that address then has the earlier one's page.
 */
export function productPages(products: readonly Product[]): ProductPage[] {
  const pages = new Map<string, ProductPage>();
  for (const entry of products) {
    const name = entry.name.trim();
    if (!safeName(name)) continue;
    const first = productNamed(products, name);
    const shown = productNamed(products, name, entry.colorSlug);
    if (!first || !shown) continue;
    const file = shown === first ? `product/${name}.html` : `product/${name}/${entry.colorSlug}.html`;
    if (!safeName(file)) continue;
    if (!pages.has(file)) pages.set(file, { file, product: shown, colours: coloursOf(shown, products) });
  }
  return [...pages.values()];
}

/** Text for an HTML attribute or element. */
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON-LD as a data block's text: `<` escaped, so no string inside can end the script element. */
function jsonLd(data: object): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** An address of the shop, or a catalogue image's, made absolute. */
export const absolute = (siteUrl: string, path: string) => new URL(path, `${siteUrl}/`).href;

/** The product's picture, absolute; the shop's logo for a product without one. */
/** A product's picture for links and search results: its preview (a PNG: sharePreviews.ts), else its own, else the logo. */
const imageOf = (product: Product, siteUrl: string) =>
  absolute(siteUrl, previewPath(product.image) ?? (product.image || LOGO_PATH));

/** Cents as schema.org and Open Graph write a price: '263.91'. */
const amount = (cents: number) => (cents / 100).toFixed(2);

/** A page's own head: what replaces the template's title and description, and what joins them. */
export interface PageHead {
  title: string;
  description: string;
  /** Tags for the end of the head. */
  tags: string;
}

/** One colour as schema.org's Product, with its Offer (BRL; in stock while a size can be bought). */
function productNode(product: Product, siteUrl: string) {
  const url = absolute(siteUrl, productPath(product));
  return {
    '@type': 'Product',
    '@id': `${url}#product`,
    name: productTitle(product),
    description: productDescription(product),
    image: [imageOf(product, siteUrl)],
    sku: product.id,
    color: product.color,
    brand: { '@type': 'Brand', name: SHOP_NAME },
    offers: {
      '@type': 'Offer',
      url,
      price: amount(product.actualPriceCents),
      priceCurrency: 'BRL',
      availability: `https://schema.org/${inStock(product) ? 'InStock' : 'OutOfStock'}`,
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: SHOP_NAME },
    },
  };
}

/**
 * The head of a product's page. `colours`: the product's colours, itself among them (coloursOf);
 * with more than one, the JSON-LD is a ProductGroup with each colour a variant.
 */
export function productHead(product: Product, siteUrl: string, colours: readonly Product[] = [product]): PageHead {
  const url = absolute(siteUrl, productPath(product));
  const title = `${productTitle(product)} | ${SHOP_NAME}`;
  const description = productDescription(product);
  const image = imageOf(product, siteUrl);
  const previewSize = previewPath(product.image)
    ? [
        meta('property', 'og:image:type', 'image/png'),
        meta('property', 'og:image:width', String(PREVIEW_WIDTH)),
        meta('property', 'og:image:height', String(PREVIEW_HEIGHT)),
      ]
    : [];
  const price = amount(product.actualPriceCents);
  const item =
    colours.length > 1
      ? {
          '@type': 'ProductGroup',
          '@id': `${absolute(siteUrl, productPath(colours[0]!))}#group`,
          name: product.name,
          description,
          productGroupID: product.style,
          variesBy: ['https://schema.org/color'],
          brand: { '@type': 'Brand', name: SHOP_NAME },
          hasVariant: colours.map((colour) => productNode(colour, siteUrl)),
        }
      : productNode(product, siteUrl);
  const graph = [
    item,
    {
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: SHOP_NAME, item: absolute(siteUrl, '/') },
        { '@type': 'ListItem', position: 2, name: productTitle(product), item: url },
      ],
    },
  ];
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'product'),
    meta('property', 'og:site_name', SHOP_NAME),
    meta('property', 'og:locale', 'pt_BR'),
    meta('property', 'og:url', url),
    meta('property', 'og:title', productTitle(product)),
    meta('property', 'og:description', description),
    meta('property', 'og:image', image),
    ...previewSize,
    meta('property', 'og:image:alt', productTitle(product)),
    meta('property', 'product:price:amount', price),
    meta('property', 'product:price:currency', 'BRL'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', productTitle(product)),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', productTitle(product)),
    jsonLd({ '@context': 'https://schema.org', '@graph': graph }),
  ];
  return { title, description, tags: tags.join('') };
}

/** The home page's head: its canonical address, Open Graph, and the shop and its search as JSON-LD. */
export function homeHead(siteUrl: string): PageHead {
  const url = absolute(siteUrl, '/');
  const logo = absolute(siteUrl, LOGO_PATH);
  const graph = [
    { '@type': 'Organization', '@id': `${url}#organization`, name: SHOP_NAME, url, logo },
    {
      '@type': 'WebSite',
      '@id': `${url}#website`,
      name: SHOP_NAME,
      url,
      inLanguage: 'pt-BR',
      publisher: { '@id': `${url}#organization` },
      // The home page's search box keeps its text in ?q= (src/features/catalog/catalogQuery.ts).
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${url}?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SHOP_NAME),
    meta('property', 'og:locale', 'pt_BR'),
    meta('property', 'og:url', url),
    meta('property', 'og:title', SHOP_TITLE),
    meta('property', 'og:description', SHOP_DESCRIPTION),
    meta('property', 'og:image', logo),
    meta('name', 'twitter:card', 'summary'),
    jsonLd({ '@context': 'https://schema.org', '@graph': graph }),
  ];
  return { title: SHOP_TITLE, description: SHOP_DESCRIPTION, tags: tags.join('') };
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;

/** The template's page (public/index.html, as built) with the given head. */
export function withHead(html: string, head: PageHead): string {
  if (!TITLE.test(html) || !DESCRIPTION.test(html) || !html.includes('</head>'))
    throw new Error('the page has no <title>, meta description or </head> to write a head into');
  return html
    .replace(TITLE, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(DESCRIPTION, () => `<meta name="description" content="${escapeHtml(head.description)}" />`)
    .replace('</head>', () => `${head.tags}</head>`);
}

/** sitemap.xml: the home page and every product's address; an index of several files past 50,000. */
export function sitemaps(products: readonly Product[], siteUrl: string): Record<string, string> {
  const urls = [...new Set([absolute(siteUrl, '/'), ...products.map((p) => absolute(siteUrl, productPath(p)))])];
  const head = '<?xml version="1.0" encoding="UTF-8"?>\n';
  const ns = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
  const urlset = (list: string[]) =>
    `${head}<urlset ${ns}>\n${list.map((url) => `<url><loc>${escapeHtml(url)}</loc></url>\n`).join('')}</urlset>\n`;
  if (urls.length <= SITEMAP_MAX_URLS) return { 'sitemap.xml': urlset(urls) };
  const files: Record<string, string> = {};
  for (let i = 0; i * SITEMAP_MAX_URLS < urls.length; i++)
    files[`sitemap-${i + 1}.xml`] = urlset(urls.slice(i * SITEMAP_MAX_URLS, (i + 1) * SITEMAP_MAX_URLS));
  const index = Object.keys(files)
    .map((file) => `<sitemap><loc>${escapeHtml(absolute(siteUrl, `/${file}`))}</loc></sitemap>\n`)
    .join('');
  return { ...files, 'sitemap.xml': `${head}<sitemapindex ${ns}>\n${index}</sitemapindex>\n` };
}

/**
 * robots.txt: everything may be crawled but the signed-in pages and the reset page (its address
 * carries a one-time token); the sitemap's address.
 */
export const DISALLOWED = ['/cart', '/checkout', '/pedido', '/conta', '/favoritos', '/redefinir-senha'];

export function robots(siteUrl: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absolute(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
