/**
 * The shopper's favourites: GET /favorites answers the list, PUT and DELETE
 * /favorites/:productId add or remove one product and answer the new list. Each change names
 * only its product, so it means the same whatever the other devices did: two devices' additions
 * both stay, and sending one again (a retry, a device replaying what it did offline) changes
 * nothing more. Signed in only (401).
 */
import { FAVORITES_FULL_TEXT, isFavoriteId, MAX_FAVORITES } from '../../../src/rules/favorites';
import { servedProducts } from '../catalogue';
import { call, fail, ok, SESSION_EXPIRED, type MockRequest, type MockResponse } from '../route';
import { shopperOf } from '../accounts/shopper';
import { addFavorite, readFavorites, removeFavorite } from './favoriteStore';

/** The product the path names, or the answer to a malformed one. */
function productIdOf(request: MockRequest): string | MockResponse {
  const { productId } = request.params;
  return isFavoriteId(productId) ? productId : fail(400, 'Produto inválido.');
}

function add(request: MockRequest): MockResponse {
  const user = shopperOf(request);
  if (!user) return SESSION_EXPIRED;
  const productId = productIdOf(request);
  if (typeof productId !== 'string') return productId;
  // Only a product the catalogue holds now: a colour of it included, whether or not it is on sale.
  if (!servedProducts(request).some((product) => product.id === productId))
    return fail(422, 'Este produto não está no catálogo.');
  const list = readFavorites(user.id);
  if (!list.items.includes(productId) && list.items.length >= MAX_FAVORITES) return fail(422, FAVORITES_FULL_TEXT);
  return ok(addFavorite(user.id, productId));
}

function remove(request: MockRequest): MockResponse {
  const user = shopperOf(request);
  if (!user) return SESSION_EXPIRED;
  const productId = productIdOf(request);
  // A product that left the catalogue can be removed all the same.
  return typeof productId === 'string' ? ok(removeFavorite(user.id, productId)) : productId;
}

export const calls = [
  call({
    name: 'favorites',
    method: 'GET',
    path: '/favorites',
    // A small read of the shopper's own record, as the account.
    latencyMs: 500,
    whenFailing: "'Não foi possível carregar seus favoritos.' + 'Tentar novamente'",
    handle: (request) => {
      const user = shopperOf(request);
      return user ? ok(readFavorites(user.id)) : SESSION_EXPIRED;
    },
  }),
  call({
    name: 'favoriteAdd',
    method: 'PUT',
    path: '/favorites/:productId',
    // Happens in the background, as a cart save.
    latencyMs: 300,
    whenFailing: 'Nothing lost: the change stays here and goes with the next sync',
    handle: add,
  }),
  call({
    name: 'favoriteRemove',
    method: 'DELETE',
    path: '/favorites/:productId',
    // Happens in the background, as a cart save.
    latencyMs: 300,
    whenFailing: 'Nothing lost: the change stays here and goes with the next sync',
    handle: remove,
  }),
];
