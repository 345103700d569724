import { apiSlice } from './apiSlice';
import type { CepAddress } from './types';

/**
 * The CEP lookup, which every address form asks (the checkout's 'Entrega', 'Meus endereços' in
 * 'Minha conta'): here, so neither page brings the other's code. It arrives with those pages.
 */
export const cepApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    lookupCep: build.query<CepAddress, string>({
      query: (cep) => ({ url: `/cep/${encodeURIComponent(cep)}` }),
    }),
  }),
});

export const { useLookupCepQuery } = cepApi;
