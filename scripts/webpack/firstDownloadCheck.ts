import type { LaterCode } from './firstDownload';

/** An HTML tag as html-webpack-plugin hands it over. */
export interface PageTag {
  tagName: string;
  attributes: Record<string, string | boolean | null | undefined>;
}

/**
 * The files of the first download among a page's tags: every `<script src>` and every
 * `<link rel="preload" as="script">`, as scripts/bench/bundle.mjs reads them from index.html.
 */
export function firstDownloadFiles(tags: readonly PageTag[], publicPath: string): string[] {
  return tags.flatMap(({ tagName, attributes: a }) => {
    const url =
      tagName === 'script' ? a.src : tagName === 'link' && a.rel === 'preload' && a.as === 'script' ? a.href : null;
    return typeof url === 'string' ? [url.replace(/\?.*$/, '').replace(publicPath, '')] : [];
  });
}

/** The modules of a build as paths from the project's root, and who imports whom. */
export interface ImportGraph {
  entries: readonly string[];
  imports: (module: string) => Iterable<string>;
}

export interface LaterCodeFound {
  module: string;
  what: string;
  /** From an entry to the module, every step inside the first download. */
  chain: string[];
}

const globs = new Map<string, RegExp>();
function matches(path: string, glob: string): boolean {
  let pattern = globs.get(glob);
  if (!pattern) {
    const source = glob
      .split('**')
      .map((part) =>
        part
          .split('*')
          .map((text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
          .join('[^/]*'),
      )
      .join('.*');
    pattern = new RegExp(`^${source}$`);
    globs.set(glob, pattern);
  }
  return pattern.test(path);
}

/** The rule a module breaks by being in the first download, if any. */
export function laterCodeRule(module: string, rules: readonly LaterCode[]): LaterCode | undefined {
  return rules.find(
    ({ modules, except = [] }) =>
      modules.some((glob) => matches(module, glob)) && !except.some((glob) => matches(module, glob)),
  );
}

/** The shortest import chain from an entry to `target` that stays inside `within` (empty: none). */
export function importChain(target: string, within: ReadonlySet<string>, graph: ImportGraph): string[] {
  const cameFrom = new Map<string, string | null>(graph.entries.map((entry) => [entry, null]));
  const queue = graph.entries.filter((entry) => within.has(entry));
  for (let i = 0; i < queue.length && !cameFrom.has(target); i++) {
    for (const next of graph.imports(queue[i]!)) {
      if (within.has(next) && !cameFrom.has(next)) {
        cameFrom.set(next, queue[i]!);
        queue.push(next);
      }
    }
  }
  if (!cameFrom.has(target)) return [];
  const chain = [target];
  for (let step = cameFrom.get(target); step; step = cameFrom.get(step)) chain.unshift(step);
  return chain;
}

/** Every module of the first download that a rule says arrives later, with the imports that pulled it in. */
export function findLaterCode(
  firstDownload: ReadonlySet<string>,
  graph: ImportGraph,
  rules: readonly LaterCode[],
): LaterCodeFound[] {
  return [...firstDownload].sort().flatMap((module) => {
    const rule = laterCodeRule(module, rules);
    return rule ? [{ module, what: rule.what, chain: importChain(module, firstDownload, graph) }] : [];
  });
}

export function laterCodeMessage({ module, what, chain }: LaterCodeFound): string {
  const imports = chain.length > 0 ? chain.join(' → ') : 'no import chain from the entry found';
  return `${module} is ${what} but is in the first download: ${imports}`;
}
