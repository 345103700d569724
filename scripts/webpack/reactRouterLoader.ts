/**
 * Lets the shop's build leave out the parts of react-router's production build that the shop never
 * uses (webpack.config.ts). Two edits, neither of which changes what the parts in use do:
 * - its `X.displayName = "…";` statements go: React reads a displayName only in development and in
 *   the React DevTools, and each such statement, having an effect, kept its component in the bundle;
 * - its top-level `var X = React.forwardRef(…)`, `createContext(…)` and `memo(…)` are marked pure, as
 *   they are: a component or context nothing imports (Form, NavLink…) then goes with its code.
 * 2 kB gz less first download (scripts/bench/devices.mjs: router-trimmed).
 */
const DISPLAY_NAME = /^[ \t]*[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";[ \t]*\n/gm;
const REACT_FACTORY = /^(var [A-Za-z_$][\w$]* = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;

export function trimReactRouter(source: string): string {
  return source.replace(DISPLAY_NAME, '').replace(REACT_FACTORY, '$1/* @__PURE__ */ $2');
}

export default function reactRouterLoader(source: string): string {
  return trimReactRouter(source);
}
