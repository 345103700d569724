import { makeStore, type AppStore } from '../../app/store';
import { BOLSA, REGATA, SAIA, VESTIDO } from '../../test/products';
import { logIn, MARIA } from '../../test/shopper';
import { loggedIn, loggedOut, sessionExpired } from '../session/sessionSlice';
import { selectPendingToasts } from '../ui/uiSlice';
import { FAVORITES_FULL_TEXT } from '../../rules/favorites';
import { selectIsFavorite } from './favoritesSelectors';
import {
  itemAdded,
  itemRemoved,
  refused,
  restored,
  saved,
  selectFavoriteIds,
  synced,
  withChanges,
  selectFavorites,
} from './favoritesSlice';

const ref = (p: { id: string }) => ({ productId: p.id, label: 'x' });
const favorites = (store: AppStore) => selectFavorites(store.getState());

describe('withChanges', () => {
  it('puts an addition first and takes a removal out, in order', () => {
    expect(withChanges(['a', 'b'], [{ productId: 'c', add: true }])).toEqual(['c', 'a', 'b']);
    expect(withChanges(['a', 'b'], [{ productId: 'b', add: true }])).toEqual(['b', 'a']);
    expect(withChanges(['a', 'b'], [{ productId: 'a', add: false }])).toEqual(['b']);
    expect(
      withChanges(
        ['a'],
        [
          { productId: 'b', add: true },
          { productId: 'b', add: false },
        ],
      ),
    ).toEqual(['a']);
  });
});

describe('favorites slice', () => {
  it('shows an addition at once and keeps it pending, one change per product', () => {
    const store = makeStore();
    store.dispatch(itemAdded(ref(VESTIDO)));
    store.dispatch(itemAdded(ref(REGATA)));
    store.dispatch(itemRemoved(ref(VESTIDO)));
    expect(selectFavoriteIds(store.getState())).toEqual([REGATA.id]);
    expect(favorites(store).pending).toEqual([
      { productId: REGATA.id, add: true },
      { productId: VESTIDO.id, add: false },
    ]);
    expect(selectIsFavorite(store.getState(), REGATA.id)).toBe(true);
    expect(selectIsFavorite(store.getState(), VESTIDO.id)).toBe(false);
  });

  it("adopts the server's list with the pending changes made over it", () => {
    const store = makeStore();
    store.dispatch(itemAdded(ref(VESTIDO)));
    store.dispatch(itemRemoved(ref(SAIA)));
    store.dispatch(synced({ owner: MARIA.id, items: [SAIA.id, BOLSA.id], version: 4 }));
    expect(favorites(store)).toMatchObject({ owner: MARIA.id, ids: [VESTIDO.id, BOLSA.id], version: 4, sync: 'ready' });
  });

  it('takes an acknowledged change out of the pending ones, and not a later change of the same product', () => {
    const store = makeStore();
    store.dispatch(itemAdded(ref(VESTIDO)));
    store.dispatch(itemAdded(ref(REGATA)));
    store.dispatch(saved({ change: { productId: VESTIDO.id, add: true }, items: [VESTIDO.id], version: 1 }));
    expect(favorites(store).pending).toEqual([{ productId: REGATA.id, add: true }]);
    expect(favorites(store).ids).toEqual([REGATA.id, VESTIDO.id]);
    // Removed again while the addition was on its way: the removal stays to be sent.
    store.dispatch(itemRemoved(ref(REGATA)));
    store.dispatch(saved({ change: { productId: REGATA.id, add: true }, items: [REGATA.id, VESTIDO.id], version: 2 }));
    expect(favorites(store).pending).toEqual([{ productId: REGATA.id, add: false }]);
    expect(favorites(store).ids).toEqual([VESTIDO.id]);
  });

  it("reads the device's copy back under what this tab changed since it opened", () => {
    const store = makeStore();
    store.dispatch(itemRemoved(ref(BOLSA)));
    store.dispatch(
      restored({ owner: MARIA.id, ids: [SAIA.id, BOLSA.id], version: 3, pending: [{ productId: SAIA.id, add: true }] }),
    );
    expect(favorites(store)).toMatchObject({
      owner: MARIA.id,
      ids: [SAIA.id],
      version: 3,
      pending: [
        { productId: SAIA.id, add: true },
        { productId: BOLSA.id, add: false },
      ],
    });
  });

  it("never reads another shopper's copy back", () => {
    const store = makeStore();
    store.dispatch(synced({ owner: MARIA.id, items: [REGATA.id], version: 1 }));
    store.dispatch(restored({ owner: 'someone-else', ids: [SAIA.id], version: 9, pending: [] }));
    expect(favorites(store).ids).toEqual([REGATA.id]);
  });

  it('takes a refused addition back', () => {
    const store = makeStore();
    store.dispatch(itemAdded(ref(VESTIDO)));
    store.dispatch(refused({ productId: VESTIDO.id, message: 'Este produto não está no catálogo.' }));
    expect(favorites(store)).toMatchObject({ ids: [], pending: [] });
  });

  it('empties on sign-out; a session the backend refused keeps what was not sent for the same shopper', () => {
    const store = makeStore();
    logIn(store);
    store.dispatch(synced({ owner: MARIA.id, items: [REGATA.id], version: 1 }));
    store.dispatch(itemAdded(ref(VESTIDO)));
    store.dispatch(sessionExpired({ userId: MARIA.id }));
    expect(favorites(store)).toMatchObject({ ids: [], pending: [{ productId: VESTIDO.id, add: true }] });
    logIn(store);
    expect(favorites(store)).toMatchObject({
      owner: MARIA.id,
      ids: [VESTIDO.id],
      pending: [{ productId: VESTIDO.id, add: true }],
    });
    store.dispatch(loggedOut());
    expect(favorites(store)).toEqual({ owner: null, ids: [], version: 0, pending: [] });
  });

  it("starts anew for another shopper's sign-in", () => {
    const store = makeStore();
    store.dispatch(synced({ owner: MARIA.id, items: [REGATA.id], version: 1 }));
    store.dispatch(itemAdded(ref(VESTIDO)));
    const joana = { id: 'joana-1', email: 'joana@example.com', name: 'Joana' };
    store.dispatch(loggedIn({ user: joana, token: 'joana@example.com-token', cart: { lines: [], version: 0 } }));
    expect(favorites(store)).toEqual({ owner: joana.id, ids: [], version: 0, pending: [] });
  });

  it('says why an addition was refused, in the words it came with', () => {
    const store = makeStore();
    store.dispatch(refused({ productId: VESTIDO.id, message: FAVORITES_FULL_TEXT }));
    expect(selectPendingToasts(store.getState()).map((t) => t.message)).toEqual([FAVORITES_FULL_TEXT]);
  });
});
