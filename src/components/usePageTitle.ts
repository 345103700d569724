import { useEffect } from 'react';

/** The home page's title, as index.html carries it. */
export const SHOP_TITLE = 'Vitrine | Moda feminina';

/**
 * Gives the page its own document title, 'VESTIDO MIDI FLORAL - VERDE | Vitrine';
 * no title (undefined) is the home page's. `null` leaves the title alone (still loading).
 * RouteAnnouncer reads the new title out after a move to another page.
 */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title !== null) document.title = title === undefined ? SHOP_TITLE : `${title} | Vitrine`;
  }, [title]);
}
