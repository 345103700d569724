/**
 * GET and PUT /cart: the shopper's cart with its version. A save
 * names the version it changes, so a device that has not seen the latest copy
 * is told (412, with that copy) instead of overwriting it; every line is
 * checked before anything is stored (422, cartCheck.ts).
 */
import type { CartLine } from '../../src/api/types';
import { refusedLine, storedLine } from './cartCheck';
import { readCart, writeCart } from './cartStore';
import { servedProducts } from './catalogue';
import { isRecord } from './values';
import { call, fail, ok, SESSION_EXPIRED, type MockRequest } from './route';
import { shopperOf } from './accounts/shopper';

/** `If-Match: "3"` → 3; undefined when absent, null when it is not a quoted version. */
function ifMatch({ headers }: MockRequest): number | null | undefined {
  const header = headers['if-match'];
  if (header === undefined) return undefined;
  const version = /^"(\d{1,15})"$/.exec(header.trim())?.[1];
  return version === undefined ? null : Number(version);
}

export const calls = [
  call({
    name: 'cart',
    method: 'GET',
    path: '/cart',
    // The cart page loads after 2 s.
    latencyMs: 2000,
    whenFailing: "The browser's cart under 'Não foi possível conferir sua sacola…' + retry",
    handle: (request) => {
      const user = shopperOf(request);
      return user ? ok(readCart(user.id)) : SESSION_EXPIRED;
    },
  }),
  call({
    name: 'cartSave',
    method: 'PUT',
    path: '/cart',
    // Saving the cart happens in the background; the shopper never waits for it.
    latencyMs: 300,
    whenFailing: "After an add, 'Ocorreu um erro ao adicionar…'; else 'Não foi possível salvar…'",
    handle: (request) => {
      const user = shopperOf(request);
      if (!user) return SESSION_EXPIRED;
      const lines = isRecord(request.body) ? request.body.lines : undefined;
      if (!Array.isArray(lines)) return fail(400, 'Carrinho inválido.');
      const version = ifMatch(request);
      if (version === undefined) return fail(428, 'Envie If-Match com a versão da sacola que você alterou, como "3".');
      if (version === null) return fail(400, 'If-Match inválido: use a versão da sacola entre aspas, como "3".');
      const refused = refusedLine(lines, servedProducts(request));
      if (refused) return { status: 422, data: refused };
      const stored = readCart(user.id);
      if (version !== stored.version) {
        return { status: 412, data: { message: 'Sua sacola mudou em outro aparelho.', ...stored } };
      }
      return ok(writeCart(user.id, (lines as CartLine[]).map(storedLine)));
    },
  }),
];
