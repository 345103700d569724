/**
 * The shopper's favourites (issue 31, item 5): GET /favorites answers the list, PUT and DELETE
 * /favorites/:productId add or remove one product and answer the new list. Each change names
 * only its product, so it means the same whatever the other devices did: two devices' additions
 * both stay, and sending one again (a retry, a device replaying what it did offline) changes
 * nothing more. Signed in only (401).
 */
import { FAVORITES_FULL_TEXT, isFavoriteId, MAX_FAVORITES } from '../../../src/rules/favorites';
import { servedProducts } from '../catalogue';
import { fail, ok, SESSION_EXPIRED, type MockRequest, type MockResponse, type Route } from '../route';
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

export const favoriteRoutes: Route[] = [
  {
    method: 'GET',
    path: '/favorites',
    name: 'favorites',
    handle: (request) => {
      const user = shopperOf(request);
      return user ? ok(readFavorites(user.id)) : SESSION_EXPIRED;
    },
  },
  { method: 'PUT', path: '/favorites/:productId', name: 'favoriteAdd', handle: add },
  { method: 'DELETE', path: '/favorites/:productId', name: 'favoriteRemove', handle: remove },
];
