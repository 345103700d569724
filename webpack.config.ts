import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import { GenerateSW } from 'workbox-webpack-plugin';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

/** Port of `npm start`; documented in the README. */
const DEV_PORT = Number(process.env.PORT ?? 3000);

/**
 * Build-time knobs (see README):
 * - MOCK_LATENCY_MS: overrides every artificial delay of the fake backend.
 * - CATALOGUE_FILE: builds the shop with another catalogue of the same shape.
 */
const catalogueFile = path.resolve(process.env.CATALOGUE_FILE ?? 'mocks/catalogue.json');

/** Above this size the catalogue is fetched at run time rather than bundled. */
const LARGE_CATALOGUE_BYTES = 512 * 1024;

/** Origins of remote images in the catalogue: the only hosts the page may load images from. */
function imageOrigins(file: string): string[] {
  try {
    const { products } = JSON.parse(readFileSync(file, 'utf8')) as { products?: Array<{ image?: unknown }> };
    const origins = (products ?? []).flatMap(({ image }) => {
      try {
        return typeof image === 'string' && /^https:\/\//.test(image) ? [new URL(image).origin] : [];
      } catch {
        return [];
      }
    });
    return [...new Set(origins)];
  } catch {
    return []; // the app reports a broken catalogue itself
  }
}

/**
 * Content-Security-Policy of the production page. Scripts only from the shop
 * itself (no inline, no eval). Styles allow inline because emotion and the
 * toast library inject <style> tags at run time and a static host cannot hand
 * out per-request nonces; no script can run from a style.
 */
function contentSecurityPolicy(): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${imageOrigins(catalogueFile).join(' ')}`.trim(),
    "connect-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export default (
  _env: unknown,
  argv: { mode?: string },
): webpack.Configuration & { devServer?: DevServerConfiguration } => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: './src/index.tsx',
    output: {
      path: path.resolve(__dirname, process.env.OUTPUT_DIR ?? 'dist'),
      filename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      chunkFilename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      publicPath: '/',
      // Spec §9: script chunk load time-out of 120 seconds.
      chunkLoadTimeout: 120_000,
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      alias: { '@catalogue$': catalogueFile },
    },
    module: {
      rules: [
        {
          // A large catalogue (the scale benchmarks' 10,000 or 100,000 products) is emitted
          // as a JSON file the mock backend fetches, instead of being minified into a chunk.
          test: (file: string) => file === catalogueFile && statSync(file).size > LARGE_CATALOGUE_BYTES,
          type: 'asset/resource',
          generator: { filename: 'data/[name].[contenthash:10][ext]' },
        },
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          // Type errors are reported by `npm run typecheck`; the bundler only transpiles.
          use: { loader: 'ts-loader', options: { transpileOnly: true } },
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        'process.env.MOCK_LATENCY_MS': JSON.stringify(process.env.MOCK_LATENCY_MS ?? ''),
      }),
      new HtmlWebpackPlugin({
        template: 'public/index.html',
        // Development needs eval for its fast source maps, so the policy is for production builds.
        meta: production ? { csp: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy() } } : {},
      }),
      new CopyWebpackPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }],
      }),
      // Repeat visits and offline: the service worker precaches the shell, every
      // chunk, the catalogue and the images, and serves index.html for any route.
      ...(production
        ? [
            new GenerateSW({
              swDest: 'sw.js',
              inlineWorkboxRuntime: true,
              sourcemap: false,
              navigateFallback: '/index.html',
              navigateFallbackDenylist: [/\.[a-z0-9]+$/i],
              cleanupOutdatedCaches: true,
              clientsClaim: true,
              skipWaiting: true,
              exclude: [/\.map$/, /LICENSE\.txt$/],
              maximumFileSizeToCacheInBytes: 60 * 1024 * 1024,
              // Hashed files never change; the rest is revalidated by revision.
              dontCacheBustURLsMatching: /\.[0-9a-f]{10}\./,
            }),
          ]
        : []),
    ],
    performance: { hints: false },
    devServer: {
      port: DEV_PORT,
      host: '127.0.0.1',
      historyApiFallback: true,
      open: false,
      static: { directory: path.resolve(__dirname, 'public') },
    },
  };
};
