/**
 * The favourites' front door: the heart's hook, which other features' pages
 * draw beside a product, and the event another feature may answer. Nothing else of this folder
 * crosses to another feature (a lint zone, eslint.config.mjs); an import names only what it
 * takes, so the build brings only that. The list's page arrives with the account's pages
 * (src/app/accountPages.tsx).
 */
export { useFavorite } from './useFavorite';
