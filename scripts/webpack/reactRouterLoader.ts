/**
 * Lets the shop's build leave out the parts of react-router's production build that the shop never
 * runs (webpack.config.ts). None of these edits changes what the shop's routes, links and hooks do:
 * - its `X.displayName = "…";` statements go: React reads a displayName only in development and in
 *   the React DevTools, and each such statement, having an effect, kept its component in the bundle;
 * - its top-level `var X = React.forwardRef(…)`, `createContext(…)` and `memo(…)` are marked pure, as
 *   they are: a component or context nothing imports (Form, NavLink…) then goes with its code;
 * - a Link's prefetching (`usePrefetchBehavior`, `PrefetchPageLinks`) and the error boundary's RSC
 *   redirects (`RSCErrorHandler`) become what they are outside framework mode, where no FrameworkContext
 *   or RSCRouterContext is provided (the shop's declarative routes, App.tsx): never prefetch, no
 *   handlers, the error screen as it is. The route-module prefetcher behind them then goes too.
 * 4.1 kB gz less first download (scripts/bench/devices.mjs: router-trimmed).
 */
const DISPLAY_NAME = /^[ \t]*[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";[ \t]*\n/gm;
const REACT_FACTORY = /^(var [A-Za-z_$][\w$]* = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;

/** Top-level functions replaced by what they do without a FrameworkContext. */
export const WITHOUT_FRAMEWORK: Readonly<Record<string, string>> = {
  // Without a FrameworkContext it answers [false, ref, {}] (its `if (!frameworkContext)`): no
  // prefetch, no handlers; a Link merges no ref of its own into the anchor's.
  usePrefetchBehavior: 'function usePrefetchBehavior() {\n  return [false, null, {}];\n}',
  // Rendered only by a prefetching Link and by framework mode's <Links>.
  PrefetchPageLinks: 'function PrefetchPageLinks() {\n  return null;\n}',
  // Rendered by a route's error boundary only under an RSC router (framework mode's RSCRouterContext):
  // it turns a server's redirect error into a navigation.
  RSCErrorHandler: 'function RSCErrorHandler({ children }) {\n  return children;\n}',
};

/** Replaces the top-level `function name(…) {…}` (its closing brace alone on a line) with `by`. */
function replaceFunction(source: string, name: string, by: string): string {
  const start = source.search(new RegExp(`^function ${name}\\(`, 'm'));
  if (start < 0) return source;
  const end = source.indexOf('\n}\n', start);
  return end < 0 ? source : source.slice(0, start) + by + source.slice(end + 2);
}

export function trimReactRouter(source: string): string {
  const trimmed = source.replace(DISPLAY_NAME, '').replace(REACT_FACTORY, '$1/* @__PURE__ */ $2');
  return Object.entries(WITHOUT_FRAMEWORK).reduce((text, [name, by]) => replaceFunction(text, name, by), trimmed);
}

export default function reactRouterLoader(source: string): string {
  return trimReactRouter(source);
}
