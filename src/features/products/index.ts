/**
 * The products' front door: the catalogue's API and selectors, and where a product's page is.
 * Every feature that shows or prices a product reads them here; nothing else of this folder
 * crosses to another feature (a lint zone, eslint.config.mjs). An import names only what it
 * takes, so the build brings only that.
 */
export { catalogApi, useGetProductQuery, useGetProductsQuery } from './catalogApi';
export { selectCatalogue, selectCatalogueLoaded, selectProductsById } from './catalogSelectors';
export { selectColourCounts } from './colourSelectors';
export { productPath, searchPath } from './productPath';
