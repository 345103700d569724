import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, re-rendering when it starts or stops matching
 * (the window resized, the phone turned). Rendering on the server, or adopting the
 * prerendered page, it answers `false`: the page as it was prerendered.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
