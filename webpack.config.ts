import path from 'node:path';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

/** Port of `npm start`; documented in the README. */
const DEV_PORT = Number(process.env.PORT ?? 3000);

/**
 * Build-time knobs (see README):
 * - MOCK_LATENCY_MS: overrides every artificial delay of the fake backend.
 * - CATALOGUE_FILE: builds the shop with another catalogue of the same shape.
 */
const catalogueFile = path.resolve(process.env.CATALOGUE_FILE ?? 'mocks/catalogue.json');

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
      new HtmlWebpackPlugin({ template: 'public/index.html' }),
      new CopyWebpackPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }],
      }),
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
