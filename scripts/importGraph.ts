// The shop's import graph: every module of src/ and mocks/ with the modules it names,
// counting static imports, type-only imports, `export ... from` and lazy `import()`.
// A circle of any of these is a circle: a lazy import still ties the two modules'
// meaning together, and a type import still ties their declarations.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export const ROOT = resolve(__dirname, '..');
const SOURCE = /\.(ts|tsx)$/;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });

/** The file a relative specifier names, or undefined for a package or an asset. */
const resolveSpecifier = (from: string, specifier: string): string | undefined => {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  if (SOURCE.test(base) && existsSync(base)) return base;
  for (const extension of EXTENSIONS) if (existsSync(base + extension)) return base + extension;
  return undefined;
};

/** Each module (path relative to the root) with the modules it imports, in any way. */
export const importGraph = (dirs: string[] = ['src', 'mocks']): Map<string, string[]> => {
  const graph = new Map<string, string[]>();
  for (const file of dirs.flatMap((dir) => sourceFiles(join(ROOT, dir)))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => resolveSpecifier(file, fileName))
      .filter((target): target is string => target !== undefined)
      .map((target) => relative(ROOT, target));
    graph.set(relative(ROOT, file), [...new Set(targets)]);
  }
  return graph;
};

/** The circles of a graph, one per strongly connected component, each as a closed path. */
export const circles = (graph: Map<string, string[]>): string[][] => {
  // Tarjan's strongly connected components, then one concrete circle through each.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      const selfLoop = (graph.get(node) ?? []).includes(node);
      if (component.length > 1 || selfLoop) components.push(component);
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components.map((component) => circleThrough(graph, new Set(component)));
};

/** A shortest path from the component's first member back to itself, inside the component. */
const circleThrough = (graph: Map<string, string[]>, members: Set<string>): string[] => {
  const start = [...members].sort()[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(previous.get(path[0]!)!);
        return [...path, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
};

/** The feature a module belongs to (src/features/<feature>/...), if any. */
export const featureOf = (path: string): string | undefined => /^src\/features\/([^/]+)\//.exec(path)?.[1];

/** Which features each feature imports, from the module graph (tests left out). */
export const featureGraph = (graph: Map<string, string[]>): Map<string, string[]> => {
  const features = new Map<string, Set<string>>();
  for (const [from, targets] of graph) {
    const feature = featureOf(from);
    if (!feature || /\.test\.tsx?$/.test(from)) continue;
    const uses = features.get(feature) ?? new Set<string>();
    for (const target of targets) {
      const other = featureOf(target);
      if (other && other !== feature) uses.add(other);
    }
    features.set(feature, uses);
  }
  return new Map([...features].map(([feature, uses]) => [feature, [...uses].sort()]));
};
