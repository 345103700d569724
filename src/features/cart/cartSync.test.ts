import { waitFor } from '@testing-library/react';
import { DEMO_USER, parseFailSetting, readCart, setFailureConfig, writeCart } from '../../test/fakeBackend';
import { cartItem, cartLine, REGATA, SAIA, VESTIDO } from '../../test/products';
import { logIn } from '../../test/shopper';
import { makeStore, type AppStore } from '../../app/store';
import { catalogApi } from '../products/catalogApi';
import { selectPendingToasts } from '../ui/uiSlice';
import { cartApi } from './cartApi';
import {
  itemAdded,
  itemRemoved,
  loadedFromServer,
  mergedWithServer,
  savedOnServer,
  selectCartLines,
  selectCartSynced,
} from './cartSlice';

// One shopper, two devices (two stores), one server (the fake backend).

const dress = cartItem(VESTIDO, 'M');
const tank = cartItem(REGATA, 'M');
const line = ({ productId, size, sku }: typeof dress, quantity = 1) => ({ productId, size, sku, quantity });
const server = () => readCart(DEMO_USER.id);

/** A device where Maria has just signed in: it holds the server's copy. */
function device(): AppStore {
  const store = makeStore();
  logIn(store, { cart: server() });
  return store;
}

const messages = (store: AppStore) => selectPendingToasts(store.getState()).map((t) => t.message);

afterEach(() => setFailureConfig());

it('merges a save over a copy another device changed (412) and sends it again: both lines kept', async () => {
  const a = device();
  const b = device();
  a.dispatch(itemAdded(dress));
  await waitFor(() => expect(server()).toEqual({ lines: [line(dress)], version: 1 }));
  b.dispatch(itemAdded(tank)); // B still names version 0
  await waitFor(() => expect(server()).toEqual({ lines: [line(dress), line(tank)], version: 2 }));
  expect(selectCartLines(b.getState())).toEqual([line(dress), line(tank)]);
  expect(selectCartSynced(b.getState())).toEqual({ lines: [line(dress), line(tank)], version: 2 });
});

it('adopts the server’s lines when the cart page loads them, and writes nothing stale back', async () => {
  const a = device();
  a.dispatch(itemAdded(dress));
  await waitFor(() => expect(server().version).toBe(1));
  const b = device();
  b.dispatch(itemAdded(tank));
  await waitFor(() => expect(server().version).toBe(2));

  await a.dispatch(cartApi.endpoints.getCart.initiate(undefined, { subscribe: false }));
  await waitFor(() => expect(selectCartLines(a.getState())).toEqual([line(dress), line(tank)]));
  // Had A sent anything on load, its next change would make version 4.
  a.dispatch(itemAdded(dress));
  await waitFor(() => expect(server()).toEqual({ lines: [line(dress, 2), line(tank)], version: 3 }));
});

it('keeps a change a failed save missed, merges it into the copy it loads, and sends it', async () => {
  writeCart(DEMO_USER.id, [line(dress)]);
  const a = device();
  setFailureConfig({ fail: parseFailSetting('cartSave') });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  a.dispatch(itemRemoved({ sku: dress.sku, label: dress.label }));
  await waitFor(() => expect(messages(a).some((m) => m.startsWith('Não foi possível salvar'))).toBe(true));
  setFailureConfig();
  writeCart(DEMO_USER.id, [line(dress), line(tank)]); // another device adds the tank top

  await a.dispatch(cartApi.endpoints.getCart.initiate(undefined, { subscribe: false }));
  await waitFor(() => expect(server()).toEqual({ lines: [line(tank)], version: 3 }));
  expect(selectCartLines(a.getState())).toEqual([line(tank)]);
  jest.restoreAllMocks();
});

it('drops a line the server refuses (422: sold out), saves the rest, and says why, once', async () => {
  const soldOut = cartItem(VESTIDO, 'PP');
  writeCart(DEMO_USER.id, [line(soldOut)]); // saved before the size sold out
  const a = device();
  await a.dispatch(catalogApi.endpoints.getProducts.initiate());
  a.dispatch(itemAdded(tank));
  await waitFor(() => expect(server()).toEqual({ lines: [line(tank)], version: 2 }));
  expect(selectCartLines(a.getState())).toEqual([line(tank)]);
  // The addition is confirmed once saved, after the refusal that came on the way.
  await waitFor(() =>
    expect(messages(a)).toEqual([
      'Login efetuado com sucesso!',
      'VESTIDO MIDI FLORAL - VERDE, tamanho PP, não está mais disponível e saiu da sua sacola.',
      'Produto adicionado ao carrinho!',
    ]),
  );
});

it('does not loop when the line refused is the one just added: it leaves, named by its size alone if need be', async () => {
  const logged = jest.spyOn(console, 'error');
  const a = device(); // no catalogue loaded: the product is named 'Um produto'
  a.dispatch(itemAdded(cartItem(VESTIDO, 'PP')));
  await waitFor(() => expect(messages(a)).toHaveLength(2));
  // Never 'Produto adicionado ao carrinho!': the server did not keep it.
  expect(messages(a)).toEqual([
    'Login efetuado com sucesso!',
    'Um produto, tamanho PP, não está mais disponível e saiu da sua sacola.',
  ]);
  expect(selectCartLines(a.getState())).toEqual([]);
  expect(Object.keys(a.getState().api.mutations)).toHaveLength(1); // one PUT, refused; nothing left to send
  expect(server()).toEqual({ lines: [], version: 0 });
  expect(logged).not.toHaveBeenCalled(); // not a failed save: no failure message, nothing taken back
  jest.restoreAllMocks();
});

describe('the server’s copy in the cart slice', () => {
  const seen = { lines: [line(dress)], version: 3 };
  /** A device that saw version 3 (the dress) and has since added a tank top, not yet saved. */
  function withUnsavedTank(): AppStore {
    return makeStore({
      preloadedState: { cart: { lines: [line(dress), line(tank)], recentlyRemoved: [], order: [], synced: seen } },
    });
  }
  const skirt = cartLine(SAIA, '38');

  it('adopts a newer copy with its unsaved change replayed over it, and ignores an older one', () => {
    const store = withUnsavedTank();
    store.dispatch(loadedFromServer({ lines: [line(dress)], version: 2 }));
    expect(selectCartSynced(store.getState())).toEqual(seen);
    store.dispatch(loadedFromServer({ lines: [line(dress), skirt], version: 4 }));
    expect(selectCartLines(store.getState())).toEqual([line(dress), skirt, line(tank)]);
    expect(selectCartSynced(store.getState())).toEqual({ lines: [line(dress), skirt], version: 4 });
  });

  it('keeps the newest confirmation when answers arrive out of order', () => {
    const store = withUnsavedTank();
    store.dispatch(savedOnServer({ lines: [line(dress), line(tank)], version: 5 }));
    store.dispatch(savedOnServer({ lines: [line(dress)], version: 4 }));
    expect(selectCartSynced(store.getState()).version).toBe(5);
  });

  it('on a 412 from a server that forgot carts (a lower version), keeps every line of its own', () => {
    const store = withUnsavedTank();
    store.dispatch(mergedWithServer({ lines: [skirt], version: 1 }));
    expect(selectCartLines(store.getState())).toEqual([skirt, line(dress), line(tank)]);
    expect(selectCartSynced(store.getState())).toEqual({ lines: [skirt], version: 1 });
  });
});
