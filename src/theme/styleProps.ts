/**
 * Which props a styled component hands on to its HTML element. The build uses this
 * file in place of @emotion/is-prop-valid (webpack.config.ts, jest.config.ts): that
 * package answers with a 2 kB list of every HTML and SVG attribute, most of which
 * the shop never writes. The shop's styled components pass only real attributes and
 * the few props below, which they read for their styles; so everything else goes on.
 * styleProps.test.ts holds the list to every prop a styled component declares, and
 * each answer to the package's own.
 */
const KEPT_BACK = new Set([
  // emotion's own: the theme, and the element to draw instead.
  'theme',
  'as',
  // The shop's style props (styled.x<{ … }> in src/).
  'active',
  'discounted',
  'large',
  'minHeight',
  'perPage',
  'tone',
  'variant',
]);

export default function isPropValid(prop: string): boolean {
  return !KEPT_BACK.has(prop);
}
