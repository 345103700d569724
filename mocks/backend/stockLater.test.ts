import type { Product } from '../../src/api/types';
import { skuOf, VESTIDO } from '../../src/test/products';
import { respond, type WireRequest } from '../server';
import { SERVER_KEY_PREFIX } from './store';

// The units per SKU (stock.ts) arrive with the later routes' file, not with the catalogue's code:
// a visitor's first catalogue is served without them, and every catalogue after counts them.
const evaluated: string[] = [];
jest.mock('./stock', () => {
  evaluated.push('stock');
  return jest.requireActual<typeof import('./stock')>('./stock');
});

const wire = (method: string, path: string): WireRequest => ({ method, path, query: {}, headers: {}, body: undefined });

// The fake backend as the page first has it: the tests' set-up loads no route's file (testFixtures.ts would).
const answer = (request: WireRequest) => respond(request, new AbortController().signal, performance.now(), {});

const VESTIDO_M = skuOf(VESTIDO, 'M');
const vestidoM = async () => {
  const { data } = (await answer(wire('GET', '/products'))) as { data: Product[] };
  return data.find((product) => product.id === VESTIDO.id)!.sizes.find((size) => size.sku === VESTIDO_M);
};

it('serves the catalogue without the stock’s code; once the later routes are here, a size at 0 units is sold out', async () => {
  // Another tab sold the last vestido M (the page's records are shared by its tabs).
  localStorage.setItem(`${SERVER_KEY_PREFIX}stock`, JSON.stringify({ [VESTIDO_M]: { sku: VESTIDO_M, units: 0 } }));
  expect(await vestidoM()).toMatchObject({ available: true });
  expect(evaluated).toEqual([]);

  await answer(wire('GET', '/session'));
  expect(evaluated).toEqual(['stock']);
  expect(await vestidoM()).toMatchObject({ available: false });
});
