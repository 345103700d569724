import HtmlWebpackPlugin from 'html-webpack-plugin';
import type webpack from 'webpack';

/**
 * Loads the entry scripts with `async` instead of `defer`: the entry
 * (src/index.tsx) is small and sends the catalogue request the moment it
 * arrives, without waiting for the whole page to be read; it waits for the
 * page itself before starting the shop (src/lib/paint.ts).
 */
export class AsyncEntryPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.compilation.tap('AsyncEntryPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tapPromise('AsyncEntryPlugin', async (data) => {
        for (const tag of data.assetTags.scripts) {
          delete tag.attributes.defer;
          tag.attributes.async = true;
        }
        return data;
      });
    });
  }
}
