/**
 * Prerendering for production builds: a Node build of
 * src/start/prerender.tsx, and a plugin that puts its markup into the HTML files.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import type { Shell, ShellKind } from './prerender';

/** Which shell each HTML file gets: the home page, or the frame of every other address. */
const SHELLS: Record<string, ShellKind> = { 'index.html': 'home', 'app.html': 'page' };

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The Node build that renders the shells. Packages stay in node_modules
 * (required at build time); only the shop's own code is bundled, into one file.
 */
export function prerenderConfig(shared: {
  outputDir: string;
  resolve: webpack.ResolveOptions;
  rules: webpack.RuleSetRule[];
  plugins: webpack.WebpackPluginInstance[];
}): webpack.Configuration {
  return {
    name: 'prerender',
    mode: 'production',
    target: 'node',
    entry: './src/start/prerender.tsx',
    output: { path: shared.outputDir, filename: 'prerender.js', library: { type: 'commonjs2' }, clean: true },
    externalsPresets: { node: true },
    externals: [
      ({ request }, callback) => {
        const isPackage = request && !/^[./]/.test(request);
        callback(undefined, isPackage ? `commonjs ${request}` : undefined);
      },
    ],
    resolve: shared.resolve,
    module: { rules: shared.rules },
    plugins: [...shared.plugins, new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false },
    devtool: false,
    performance: { hints: false },
  };
}

/** Replaces the empty root of index.html and app.html with the prerendered shell. */
export class PrerenderPlugin {
  constructor(private readonly bundleFile: string) {}

  /**
   * Renders in a fresh Node process with the production builds of React and
   * emotion, exactly what the browser runs: development builds name some
   * classes differently, and the page would not match when adopted.
   */
  private async render(kind: ShellKind): Promise<Shell> {
    const script = `require(${JSON.stringify(this.bundleFile)}).renderShell(${JSON.stringify(kind)})
      .then((shell) => process.stdout.write(JSON.stringify(shell)), (error) => { console.error(error); process.exitCode = 1; });`;
    const { stdout } = await promisify(execFile)(process.execPath, ['-e', script], {
      env: { ...process.env, NODE_ENV: 'production' },
      maxBuffer: 64 * 1024 * 1024,
    });
    return JSON.parse(stdout) as Shell;
  }

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.compilation.tap('PrerenderPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tapPromise('PrerenderPlugin', async (data) => {
        const kind = SHELLS[path.basename(data.outputName)];
        if (!kind) return data;
        if (!data.html.includes(EMPTY_ROOT)) throw new Error(`${data.outputName} has no ${EMPTY_ROOT} to fill`);
        const { head, root } = await this.render(kind);
        // The page's policy allows no inline script: React must not have needed one.
        if (/<script/i.test(head + root)) throw new Error(`the prerendered ${kind} shell contains an inline script`);
        data.html = data.html
          .replace('</head>', `${head}</head>`)
          .replace(EMPTY_ROOT, `<div id="root" data-prerendered="${kind}">${root}</div>`);
        return data;
      });
    });
  }
}
