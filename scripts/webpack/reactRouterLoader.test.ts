/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { trimReactRouter } from './reactRouterLoader';

const SAMPLE = [
  'var LocationContext = React.createContext(null);',
  'LocationContext.displayName = "Location";',
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
  it('drops the displayName statements and marks the top-level React factories pure, nothing else', () => {
    expect(trimReactRouter(SAMPLE)).toBe(
      [
        'var LocationContext = /* @__PURE__ */ React.createContext(null);',
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

  // The installed version's files still have the shape the loader edits: an upgrade that changes it
  // fails here rather than silently bringing the unused components back into the first download.
  it("finds what it edits in the installed react-router's production build", () => {
    const dir = join(__dirname, '../../node_modules/react-router/dist/production');
    const source = readdirSync(dir)
      .filter((name) => name.endsWith('.mjs'))
      .map((name) => readFileSync(join(dir, name), 'utf8'))
      .join('\n');
    const trimmed = trimReactRouter(source);
    expect(source).toMatch(/^Form\.displayName = "Form";$/m);
    expect(trimmed).not.toMatch(/^\s*\w+\.displayName = "/m);
    expect(trimmed).toMatch(/^var Form = \/\* @__PURE__ \*\/ React\d*\.forwardRef\($/m);
    expect(trimmed).toMatch(/^var NavLink = \/\* @__PURE__ \*\/ React\d*\.forwardRef\($/m);
    expect(trimmed).not.toMatch(/^var \w+ = React\d*\.(forwardRef|createContext|memo)\(/m);
  });
});
