import { useEffect, useRef } from 'react';

/**
 * Focus for the first render that holds the element named: an action's own state change renders
 * again, and the element it names (a confirmation, a refused field) is there by then. `keep(name)`
 * is the element's ref.
 */
export function useFocusAfter<Name extends string>() {
  const nodes = useRef(new Map<Name, HTMLElement>());
  const target = useRef<Name | null>(null);
  useEffect(() => {
    const node = target.current && nodes.current.get(target.current);
    if (!node) return;
    node.focus();
    target.current = null;
  });
  const focus = (name: Name) => {
    target.current = name;
  };
  const keep = (name: Name) => (node: HTMLElement | null) => {
    if (node) nodes.current.set(name, node);
    else nodes.current.delete(name);
  };
  return { focus, keep };
}
