import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { LATER_CODE, type LaterCode } from './firstDownload';
import { findLaterCode, firstDownloadFiles, laterCodeMessage } from './firstDownloadCheck';

const NAME = 'FirstDownloadPlugin';

/** A module's file from the project's root; a package's from its node_modules folder, wherever that is. */
function modulePath(module: webpack.Module, root: string): string {
  const file = module.nameForCondition();
  if (!file) return module.identifier();
  const relative = path.relative(root, file).split(path.sep).join('/');
  const inPackage = relative.lastIndexOf('node_modules/');
  return inPackage >= 0 ? relative.slice(inPackage) : relative;
}

/** What a module imports, statically or with import(), where that import is used. */
function* importedModules(module: webpack.Module, moduleGraph: webpack.ModuleGraph): Iterable<webpack.Module> {
  const blocks: Pick<webpack.Module, 'blocks' | 'dependencies'>[] = [module];
  for (const block of blocks) {
    blocks.push(...block.blocks);
    for (const dependency of block.dependencies) {
      // resolvedModule: the module imported, even once scope hoisting has merged it into another.
      const connection = moduleGraph.getConnection(dependency);
      if (connection?.resolvedModule && connection.isTargetActive(undefined)) yield connection.resolvedModule;
    }
  }
}

/**
 * Fails the production build when its first download holds code that scripts/webpack/firstDownload.ts
 * says arrives later, naming the imports that pulled it in. The first download is read from each
 * page's tags, once every other plugin has added its own (the preload links of
 * src/start/preloadChunkPlugin.ts); `warnOnly` reports the same as warnings.
 */
export class FirstDownloadPlugin {
  /** The last build's first download (after the build, their `files` are the emitted names). */
  chunks = new Set<webpack.Chunk>();

  constructor(private readonly options: { rules?: readonly LaterCode[]; warnOnly?: boolean } = {}) {}

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      this.chunks = new Set();
      const reported = new Set<string>();
      const report = (message: string) => {
        const error = new webpack.WebpackError(message);
        error.hideStack = true;
        (this.options.warnOnly ? compilation.warnings : compilation.errors).push(error);
      };

      const check = (pageChunks: webpack.Chunk[]) => {
        const { chunkGraph, moduleGraph } = compilation;
        const modules = new Map<string, webpack.Module>();
        for (const chunk of pageChunks)
          for (const merged of chunkGraph.getChunkModulesIterable(chunk))
            for (const module of merged.getSourceModules()) modules.set(modulePath(module, compiler.context), module);
        const entries = [...compilation.entries.values()].flatMap(({ dependencies }) =>
          dependencies.flatMap((dependency) => {
            const module = moduleGraph.getResolvedModule(dependency);
            return module ? [modulePath(module, compiler.context)] : [];
          }),
        );
        const imports = (file: string) => {
          const module = modules.get(file);
          return module ? [...importedModules(module, moduleGraph)].map((m) => modulePath(m, compiler.context)) : [];
        };
        const found = findLaterCode(new Set(modules.keys()), { entries, imports }, this.options.rules ?? LATER_CODE);
        for (const later of found) {
          if (!reported.has(later.module)) report(laterCodeMessage(later));
          reported.add(later.module);
        }
      };

      // Last, after the preload links are in (the default stage is 0).
      const stage = 1000;
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap({ name: NAME, stage }, (data) => {
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const files = new Set(firstDownloadFiles([...data.headTags, ...data.bodyTags], publicPath));
        const pageChunks = [...compilation.chunks].filter((chunk) => [...chunk.files].some((f) => files.has(f)));
        for (const chunk of pageChunks) this.chunks.add(chunk);
        check(pageChunks);
        return data;
      });

      // A page that loads no script of the build would pass the check unseen.
      const afterPages = webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE;
      compilation.hooks.processAssets.tap({ name: NAME, stage: afterPages }, () => {
        if (this.chunks.size === 0)
          report('No page loads a script of this build: the first download cannot be checked.');
      });
    });
  }
}
