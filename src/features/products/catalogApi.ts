import { apiSlice } from '../../api/apiSlice';
import type { Product, ProductQuery, ProductWithColours } from '../../api/types';

export const catalogApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<Product[], void>({
      query: () => ({ url: '/products' }),
      // The catalogue is static for the life of the page.
      keepUnusedDataFor: 3600,
    }),
    getProduct: build.query<ProductWithColours, ProductQuery>({
      query: ({ name, color }) => ({ url: `/products/${encodeURIComponent(name)}`, params: { cor: color } }),
    }),
  }),
});

export const { useGetProductsQuery, useGetProductQuery } = catalogApi;
