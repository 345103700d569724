/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { trimReactRouter, WITHOUT_FRAMEWORK } from './reactRouterLoader';

const SAMPLE = [
  'var LocationContext = React.createContext(null);',
  'LocationContext.displayName = "Location";',
  'function usePrefetchBehavior(prefetch, theirElementProps) {',
  '  let frameworkContext = React8.useContext(FrameworkContext);',
  '  if (!frameworkContext) {',
  '    return [false, ref, {}];',
  '  }',
  '  return [true, ref, {}];',
  '}',
  'var Form = React10.forwardRef(',
  '  function FormImpl() {',
  '    FetcherForm.displayName = "fetcher.Form";',
  '    return null;',
  '  }',
  ');',
  'Form.displayName = "Form";',
  'var MemoizedDataRoutes = React3.memo(DataRoutes);',
  'var title = { displayName: "Location" };',
  'var other = React.useMemo(() => 1);',
  '',
].join('\n');

describe('the react-router loader', () => {
  it('drops the displayName statements, marks the top-level React factories pure, stubs the prefetch, nothing else', () => {
    expect(trimReactRouter(SAMPLE)).toBe(
      [
        'var LocationContext = /* @__PURE__ */ React.createContext(null);',
        'function usePrefetchBehavior() {',
        '  return [false, null, {}];',
        '}',
        'var Form = /* @__PURE__ */ React10.forwardRef(',
        '  function FormImpl() {',
        '    return null;',
        '  }',
        ');',
        'var MemoizedDataRoutes = /* @__PURE__ */ React3.memo(DataRoutes);',
        'var title = { displayName: "Location" };',
        'var other = React.useMemo(() => 1);',
        '',
      ].join('\n'),
    );
  });

  // The installed version still has the shape the loader edits, and the stubs still answer what its
  // own code answers without a FrameworkContext: an upgrade that changes either fails here rather than
  // silently changing a Link or bringing the unused code back into the first download.
  describe("on the installed react-router's production build", () => {
    const dir = join(__dirname, '../../node_modules/react-router/dist/production');
    const source = readdirSync(dir)
      .filter((name) => name.endsWith('.mjs'))
      .map((name) => readFileSync(join(dir, name), 'utf8'))
      .join('\n');
    const trimmed = trimReactRouter(source);
    const declaration = (text: string, name: string) =>
      new RegExp(`^function ${name}\\(.*?^\\}$`, 'ms').exec(text)?.[0] ?? '';

    it('leaves no displayName statement and no impure top-level React factory', () => {
      expect(source).toMatch(/^Form\.displayName = "Form";$/m);
      expect(trimmed).not.toMatch(/^\s*\w+\.displayName = "/m);
      expect(trimmed).toMatch(/^var Form = \/\* @__PURE__ \*\/ React\d*\.forwardRef\($/m);
      expect(trimmed).toMatch(/^var NavLink = \/\* @__PURE__ \*\/ React\d*\.forwardRef\($/m);
      expect(trimmed).not.toMatch(/^var \w+ = React\d*\.(forwardRef|createContext|memo)\(/m);
    });

    it("stubs a Link's prefetching and the RSC redirects with what they do outside framework mode", () => {
      const prefetch = declaration(source, 'usePrefetchBehavior');
      expect(prefetch).toMatch(/let frameworkContext = React\d*\.useContext\(FrameworkContext\);/);
      expect(prefetch).toMatch(/if \(!frameworkContext\) \{\s*return \[false, ref, \{\}\];\s*\}/);
      // A route's error boundary renders the RSC handler only under an RSC router.
      expect(source).toMatch(/^RenderErrorBoundary\.contextType = RSCRouterContext;$/m);
      expect(source).toMatch(
        /if \(this\.context\) \{\s*return .*createElement\(RSCErrorHandler, \{ error \}, result\);\s*\}/,
      );
      expect(source.match(/createElement\(RSCErrorHandler\b/g)).toHaveLength(1);
      // Links render it only when the hook says to prefetch.
      expect(source).toMatch(/return shouldPrefetch && !isAbsolute \? .*PrefetchPageLinks, \{ page: href \}.* : link;/);
      for (const [name, stub] of Object.entries(WITHOUT_FRAMEWORK)) {
        expect(declaration(source, name)).not.toBe('');
        expect(declaration(trimmed, name)).toBe(stub);
      }
      // Framework mode (the only one with a FrameworkContext) is nowhere in the shop.
      const shop = (folder: string): string[] =>
        readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory()
            ? shop(join(folder, entry.name))
            : /\.tsx?$/.test(entry.name)
              ? [readFileSync(join(folder, entry.name), 'utf8')]
              : [],
        );
      const frameworkMode = /FrameworkContext|RSCRouterContext|HydratedRouter|ServerRouter|RSC\w*Router|\bprefetch=/;
      expect(shop(join(__dirname, '../../src')).filter((text) => frameworkMode.test(text))).toEqual([]);
    });
  });
});
