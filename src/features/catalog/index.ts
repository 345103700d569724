/**
 * The catalogue's front door: what other features may use of it, its API and selectors, and
 * where a product's page is (productPath).
 * Nothing else of this folder crosses to another feature (a lint zone, eslint.config.mjs);
 * an import names only what it takes, so the build brings only that.
 */
export { catalogApi, useGetProductsQuery } from './catalogApi';
export { selectCatalogueLoaded, selectProductsById } from './catalogSelectors';
export { selectColourCounts } from './colourSelectors';
export { productPath } from './productPath';
