import { useEffect } from 'react';

/** The meta description of every page but a product's, as public/index.html carries it. */
export const SHOP_DESCRIPTION = 'Vitrine: moda feminina online (projeto de estudo).';

/**
 * Gives the page its own meta description while it is shown (a product's, which
 * its HTML file also carries from the build); the shop's comes back when it goes,
 * whichever page the browser opened first. No description (undefined) is the shop's;
 * `null` leaves it alone (still loading).
 */
export function usePageDescription(description: string | null | undefined): void {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (description === null || !meta) return;
    meta.content = description ?? SHOP_DESCRIPTION;
    return () => {
      meta.content = SHOP_DESCRIPTION;
    };
  }, [description]);
}
