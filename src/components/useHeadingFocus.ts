import { useEffect, useRef } from 'react';

/**
 * On each checkout step and on an order's page, focus moves to the
 * page's heading (tabIndex -1), so keyboard and screen-reader users start
 * reading the new page at its top. Returns the heading's ref.
 */
export function useHeadingFocus<T extends HTMLElement = HTMLHeadingElement>() {
  const heading = useRef<T>(null);
  useEffect(() => heading.current?.focus(), []);
  return heading;
}
