/** The catalogue's calls, which every page makes first: they come with the fake backend itself (routes.ts). */
import type { ProductWithColours } from '../../src/api/types';
import { coloursOf } from '../../src/rules/colours';
import { findProduct, servedProducts } from './catalogue';
import { call, fail, ok } from './route';

export const calls = [
  // The catalogue as the server prices it now (the run-time catalogue switch included).
  call({
    name: 'catalogue',
    method: 'GET',
    path: '/products',
    // The product list arrives after 2 s.
    latencyMs: 2000,
    whenFailing: "Home, sacola: 'Não foi possível carregar os produtos…' + 'Tentar novamente'",
    withoutRecords: true,
    handle: (request) => ok(servedProducts(request)),
  }),
  call({
    name: 'product',
    method: 'GET',
    path: '/products/:name',
    // The product page shows its loading indicator for 2 s.
    latencyMs: 2000,
    whenFailing: "'Não foi possível carregar o produto.' + 'Tentar novamente' (never the 404 text)",
    withoutRecords: true,
    handle: (request) => {
      const { params, query } = request;
      const served = servedProducts(request);
      const product = findProduct({ name: params.name ?? '', color: query.cor }, served);
      if (!product) return fail(404, 'Produto não encontrado');
      // Its colours come with it, so the page switches colour without another request.
      return ok({ ...product, colours: coloursOf(product, served) } satisfies ProductWithColours);
    },
  }),
];
