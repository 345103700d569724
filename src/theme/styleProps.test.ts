import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import isPropValid from './styleProps';

// emotion's own answer, by file: '@emotion/is-prop-valid' itself resolves to styleProps.ts in tests.
const emotions: (prop: string) => boolean =
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('../../node_modules/@emotion/is-prop-valid/dist/emotion-is-prop-valid.cjs.js').default;

/** Every prop a styled component of the shop declares: `styled.x<{ a: …; b?: … }>` in src/. */
function declaredStyleProps(dir = join(__dirname, '..')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return declaredStyleProps(path);
    if (!/\.tsx?$/.test(entry.name) || /\.test\./.test(entry.name)) return [];
    const source = readFileSync(path, 'utf8');
    return [...source.matchAll(/styled(?:\.\w+|\([\w.]+\))<\{([^}]*)\}>/g)].flatMap(([, body]) =>
      [...body!.matchAll(/(\w+)\??:/g)].map(([, name]) => name!),
    );
  });
}

describe('what a styled element hands on to the DOM', () => {
  const declared = [...new Set(declaredStyleProps())];

  it('finds the style props the shop declares', () => {
    expect(declared).toEqual(expect.arrayContaining(['active', 'variant']));
  });

  it.each(declared)('answers for the style prop %s as emotion does', (prop) => {
    expect(isPropValid(prop)).toBe(emotions(prop));
  });

  it.each([
    'theme',
    'as',
    'className',
    'style',
    'href',
    'htmlFor',
    'type',
    'disabled',
    'onClick',
    'onKeyDown',
    'aria-label',
    'aria-current',
    'data-active',
    'role',
    'tabIndex',
    'src',
    'alt',
    'width',
    'height',
    'loading',
    'decoding',
    'fetchPriority',
    'open',
    'id',
    'children',
  ])('answers for %s as emotion does', (prop) => {
    expect(isPropValid(prop)).toBe(emotions(prop));
  });
});
