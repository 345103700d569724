import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';

/**
 * V8's per-file compile hint (Chrome 136+; WICG "explicit JavaScript compile
 * hints"): every function in the file is compiled while the script streams
 * in, on a background thread, instead of on the main thread when first called.
 * Other browsers read a comment.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Delivers a named lazy chunk (and the shared chunks it needs) the way start-up
 * code wants: a `<link rel="preload" as="script">` for each file in the HTML,
 * so it downloads alongside the entry script although the entry imports it
 * later (src/start/entry.ts imports "app" once the page has been read); and the
 * compile hint at the top of each file, since all of it runs at start
 * (docs/PERFORMANCE.md, devices table).
 */
/** The files of a named lazy chunk and of the shared chunks (libraries) it needs; throws when there is none. */
export function namedChunkFiles(compilation: webpack.Compilation, chunkName: string): string[] {
  const group = compilation.namedChunkGroups.get(chunkName);
  const found = (group?.chunks ?? []).flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
  if (found.length === 0) throw new Error(`no chunk named "${chunkName}" to preload`);
  return found;
}

/**
 * `<link rel="preload" as="script">` for each file, at low priority, as the entry's own deferred
 * script has: the page's HTML and its first paint come first.
 */
export const preloadLinks = (publicPath: string, files: readonly string[]) =>
  files.map((file) => `<link rel="preload" as="script" href="${publicPath}${file}" fetchpriority="low" />`).join('');

export class PreloadChunkPlugin {
  constructor(private readonly chunkName: string) {}

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('PreloadChunkPlugin', (compilation) => {
      const files = () => namedChunkFiles(compilation, this.chunkName);

      // After minifying (which drops comments), before source maps and content hashes.
      const stage = webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1;
      compilation.hooks.processAssets.tap({ name: 'PreloadChunkPlugin', stage }, () => {
        for (const file of files())
          compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(COMPILE_HINT, source));
      });

      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tapPromise('PreloadChunkPlugin', async (data) => {
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        for (const file of files()) {
          data.headTags.push({
            tagName: 'link',
            voidTag: true,
            meta: { plugin: 'PreloadChunkPlugin' },
            // Low priority, as the entry's own deferred script has: the page's HTML and its
            // banner come first; the shop's code is not needed before the first paint.
            attributes: { rel: 'preload', as: 'script', href: publicPath + file, fetchpriority: 'low' },
          });
        }
        return data;
      });
    });
  }
}
