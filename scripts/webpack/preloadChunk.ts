import HtmlWebpackPlugin from 'html-webpack-plugin';
import type webpack from 'webpack';

/**
 * Adds `<link rel="preload" as="script">` for a named lazy chunk (and the
 * shared chunks it needs) to the HTML,
 * so it downloads alongside the entry script although the entry imports it
 * later (src/loadShop.ts imports "app" once the page has been painted).
 */
export class PreloadChunkPlugin {
  constructor(private readonly chunkName: string) {}

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.compilation.tap('PreloadChunkPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tapPromise('PreloadChunkPlugin', async (data) => {
        // The named chunk and the shared chunks (libraries) it needs.
        const group = compilation.namedChunkGroups.get(this.chunkName);
        const files = (group?.chunks ?? []).flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
        if (files.length === 0) throw new Error(`no chunk named "${this.chunkName}" to preload`);
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        for (const file of files) {
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
