import { apiSlice } from '../../api/apiSlice';
import type { ServerFavorites } from '../../api/types';

/** The shopper's favourites on the server: each change names one product. */
export const favoritesApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getFavorites: build.query<ServerFavorites, void>({
      query: () => ({ url: '/favorites' }),
      keepUnusedDataFor: 0,
    }),
    addFavorite: build.mutation<ServerFavorites, string>({
      // An empty JSON body: the path says it all, and a PUT is sent as JSON (a server may refuse another type, 415).
      query: (productId) => ({ url: `/favorites/${encodeURIComponent(productId)}`, method: 'PUT', body: {} }),
    }),
    removeFavorite: build.mutation<ServerFavorites, string>({
      query: (productId) => ({ url: `/favorites/${encodeURIComponent(productId)}`, method: 'DELETE' }),
    }),
  }),
});
