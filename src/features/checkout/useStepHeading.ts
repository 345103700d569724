import { useEffect, useRef } from 'react';

/**
 * Issue 23: on each step, focus moves to the step's heading (tabIndex -1), so
 * keyboard and screen-reader users start reading the new step at its top.
 */
export function useStepHeading<T extends HTMLElement = HTMLHeadingElement>() {
  const heading = useRef<T>(null);
  useEffect(() => heading.current?.focus(), []);
  return heading;
}
