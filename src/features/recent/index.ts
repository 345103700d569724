/**
 * The recently viewed products' front door: the event the product page raises, and
 * the hooks that record a view and give the shelf to show (drawn by src/components/RecentlyViewed.tsx).
 * Nothing else of this folder crosses to another feature (a lint zone, eslint.config.mjs); an
 * import names only what it takes, so the build brings only that.
 */
export { productViewed } from './recentSlice';
export { selectRecentlyViewed, type RecentItem } from './recentSelectors';
export { useProductViewed, useRecentlyViewed } from './useRecentlyViewed';
