/**
 * Writes what scripts/webpack/sitePages.ts makes into the build: a page file per
 * catalogue product (the frame of other addresses, app.html, with the product's
 * head; index.html in development, which has no frame), the home page's head,
 * sitemap.xml, robots.txt, and each product's link preview (sharePreviews.ts). The catalogue is read and validated as the
 * catalogue loader does (its warnings are the loader's to give).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { namedChunkFiles, preloadLinks } from '../../src/start/preloadChunkPlugin';
import { validateCatalogueText } from './catalogueLoader';
import { previewPath, previewPng } from './sharePreviews';
import { homeHead, productHead, productPages, robots, sitemaps, withHead } from './sitePages';

export interface SitePagesOptions {
  /** The catalogue file (`CATALOGUE_FILE`, or mocks/catalogue.json). */
  catalogueFile: string;
  /** `SITE_URL`: the origin for absolute addresses. */
  siteUrl: string;
  /**
   * Past this many, products get no page file of their own (they keep the frame, app.html):
   * the scale benchmarks' catalogues of 100,000 would write gigabytes. Every product stays in the sitemap.
   */
  maxPages?: number;
  /**
   * The chunks a product page's first render fetches (their webpackChunkName): each product page
   * preloads their files, which then download alongside the shop's (src/app/routes.tsx, preloadPageFor).
   */
  pageChunks?: readonly string[];
  /** The folder the catalogue's drawings are copied from (`public/`), to draw the link previews from. */
  publicDir?: string;
}

const MAX_PAGES = 5_000;

export class SitePagesPlugin {
  /** The product page files of the latest build (the development server chooses among them). */
  readonly files = new Set<string>();

  constructor(private readonly options: SitePagesOptions) {}

  apply(compiler: webpack.Compiler): void {
    const { catalogueFile, siteUrl, maxPages = MAX_PAGES, pageChunks = [], publicDir = 'public' } = this.options;
    compiler.hooks.thisCompilation.tap('SitePagesPlugin', (compilation) => {
      compilation.fileDependencies.add(catalogueFile);
      // After the HTML files are written (html-webpack-plugin, with the prerendered markup), before
      // the content hashes are final (the hashes in these copies are then updated with the rest)
      // and before the service worker lists the files (it leaves these out: webpack.config.ts).
      const stage = webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE + 10;
      compilation.hooks.processAssets.tapPromise({ name: 'SitePagesPlugin', stage }, async () => {
        const { RawSource } = webpack.sources;
        const source = (name: string) => compilation.getAsset(name)?.source.source().toString();
        const home = source('index.html');
        const frame = source('app.html') ?? home;
        if (home === undefined || frame === undefined) throw new Error('SitePagesPlugin: no index.html to start from');
        const products = validateCatalogueText(readFileSync(catalogueFile, 'utf8'), catalogueFile, () => {});

        compilation.updateAsset('index.html', new RawSource(withHead(home, homeHead(siteUrl))));
        const pages = productPages(products);
        if (pages.length > maxPages)
          compilation.warnings.push(
            new webpack.WebpackError(
              `[site pages] ${pages.length} product pages: only the first ${maxPages} get a file of their own; the others are served the frame (app.html).`,
            ),
          );
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        // A build without those chunks (a test's) preloads nothing.
        const chunks = pageChunks.filter((name) => compilation.namedChunkGroups.has(name));
        const files = [...new Set(chunks.flatMap((name) => namedChunkFiles(compilation, name)))];
        const pageFiles = preloadLinks(publicPath, files);
        this.files.clear();
        for (const { file, product, colours } of pages.slice(0, maxPages)) {
          const head = productHead(product, siteUrl, colours);
          compilation.emitAsset(file, new RawSource(withHead(frame, { ...head, tags: head.tags + pageFiles })));
          this.files.add(file);
        }
        for (const [file, text] of Object.entries(sitemaps(products, siteUrl)))
          compilation.emitAsset(file, new RawSource(text));
        compilation.emitAsset('robots.txt', new RawSource(robots(siteUrl)));
        for (const preview of new Set(pages.slice(0, maxPages).map(({ product }) => previewPath(product.image)))) {
          if (!preview) continue;
          const drawing = path.join(
            publicDir,
            preview.replace('/images/previews/', '/images/products/').replace(/\.png$/, '.svg'),
          );
          compilation.fileDependencies.add(path.resolve(drawing));
          const png = await previewPng(readFileSync(drawing, 'utf8'));
          compilation.emitAsset(preview.slice(1), new RawSource(Buffer.from(png)));
        }
      });
    });
  }

  /**
   * The page file for an address, as scripts/serve.mjs chooses it: the colour's file, else the
   * name's; null for any other address (or one with no page file).
   */
  fileFor(pathname: string, search: string): string | null {
    const match = /^\/product\/([^/]+)$/.exec(pathname);
    if (!match) return null;
    let name: string;
    try {
      name = decodeURIComponent(match[1]!);
    } catch {
      return null;
    }
    const colour = new URLSearchParams(search).get('cor');
    const candidates = [...(colour ? [`product/${name}/${colour}.html`] : []), `product/${name}.html`];
    return candidates.find((file) => this.files.has(file)) ?? null;
  }
}
