import { FAVORITES_FULL_TEXT, MAX_FAVORITES } from '../../../src/rules/favorites';
import { BOLSA, REGATA, VESTIDO, VESTIDO_AZUL } from '../../../src/test/products';
import { call, DEMO_USER, otherShopper } from '../../testFixtures';
import { allProducts } from '../catalogue';
import { readFavorites } from './favoriteStore';

const add = (id: string, token?: string | null) => call('PUT', `/favorites/${encodeURIComponent(id)}`, { token });
const remove = (id: string, token?: string | null) => call('DELETE', `/favorites/${encodeURIComponent(id)}`, { token });
const list = (token?: string | null) => call('GET', '/favorites', { token });

describe('the favourites routes', () => {
  it('answers an empty list at version 0 before any change', () => {
    expect(list()).toEqual({ status: 200, data: { items: [], version: 0 } });
  });

  it('adds a product first, each change one version up, and answers the new list', () => {
    expect(add(VESTIDO.id)).toEqual({ status: 200, data: { items: [VESTIDO.id], version: 1 } });
    expect(add(VESTIDO_AZUL.id)).toEqual({ status: 200, data: { items: [VESTIDO_AZUL.id, VESTIDO.id], version: 2 } });
    expect(remove(VESTIDO.id)).toEqual({ status: 200, data: { items: [VESTIDO_AZUL.id], version: 3 } });
    expect(list().data).toEqual({ items: [VESTIDO_AZUL.id], version: 3 });
  });

  it('is idempotent: adding twice or removing what is not there changes nothing, not even the version', () => {
    add(REGATA.id);
    expect(add(REGATA.id).data).toEqual({ items: [REGATA.id], version: 1 });
    expect(remove(BOLSA.id).data).toEqual({ items: [REGATA.id], version: 1 });
  });

  it("keeps both devices' additions: each change names only its product", () => {
    add(REGATA.id); // one device
    add(BOLSA.id); // the other, which had not seen the first
    expect(list().data).toEqual({ items: [BOLSA.id, REGATA.id], version: 2 });
  });

  it('keeps each shopper their own list', () => {
    const joana = otherShopper('Joana');
    add(REGATA.id);
    add(BOLSA.id, joana.token);
    expect(list().data).toMatchObject({ items: [REGATA.id] });
    expect(list(joana.token).data).toMatchObject({ items: [BOLSA.id] });
  });

  it.each([null, 'not-a-session'])('answers 401 to the bearer %p, and stores nothing', (token) => {
    const expired = { status: 401, data: { message: 'Sessão expirada.' } };
    expect(list(token)).toEqual(expired);
    expect(add(REGATA.id, token)).toEqual(expired);
    expect(remove(REGATA.id, token)).toEqual(expired);
    expect(readFavorites(DEMO_USER.id).version).toBe(0);
  });

  it('refuses a product the catalogue does not hold, in Portuguese', () => {
    expect(add('camiseta-do-flamengo')).toEqual({
      status: 422,
      data: { message: 'Este produto não está no catálogo.' },
    });
    expect(list().data).toEqual({ items: [], version: 0 });
  });

  it.each(['x'.repeat(101), 'a\u0000b'])('answers 400 to a malformed product id', (id) => {
    expect(add(id)).toEqual({ status: 400, data: { message: 'Produto inválido.' } });
    expect(remove(id)).toEqual({ status: 400, data: { message: 'Produto inválido.' } });
  });

  it('removes a product that left the catalogue', () => {
    localStorage.setItem(
      '@context-amaro:server-favorites',
      JSON.stringify({ [DEMO_USER.id]: { items: ['gone_000', REGATA.id], version: 4 } }),
    );
    expect(remove('gone_000').data).toEqual({ items: [REGATA.id], version: 5 });
  });

  it(`holds at most ${MAX_FAVORITES}: one more is refused, one already there is not`, () => {
    const ids = Array.from({ length: MAX_FAVORITES }, (_, i) => `p${i}`);
    localStorage.setItem(
      '@context-amaro:server-favorites',
      JSON.stringify({ [DEMO_USER.id]: { items: ids, version: 100 } }),
    );
    // The test catalogue has fewer products than the cap: the list is written as a device would have made it.
    expect(allProducts().length).toBeLessThan(MAX_FAVORITES);
    expect(add(REGATA.id)).toEqual({ status: 422, data: { message: FAVORITES_FULL_TEXT } });
    expect(remove('p0').status).toBe(200);
    expect(add(REGATA.id).data).toMatchObject({ items: [REGATA.id, ...ids.slice(1)], version: 102 });
  });

  it('reads junk on its disk as no list, and drops unreadable ids from a list', () => {
    localStorage.setItem(
      '@context-amaro:server-favorites',
      JSON.stringify({ [DEMO_USER.id]: { items: [REGATA.id, 7, REGATA.id, ''], version: 2 }, other: 'junk' }),
    );
    expect(list().data).toEqual({ items: [REGATA.id], version: 2 });
    localStorage.setItem('@context-amaro:server-favorites', '{not json');
    expect(list().data).toEqual({ items: [], version: 0 });
  });
});
