/**
 * Router state for a move that stays on the page the shopper is reading: a product's
 * colour changes the address, not the page. ScrollToTop leaves the scroll
 * where it is for such a move.
 */
export interface SamePageState {
  samePage: true;
}

export const isSamePage = (state: unknown): boolean => (state as Partial<SamePageState> | null)?.samePage === true;
