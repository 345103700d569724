import { waitFor } from '@testing-library/react';
import { parseFailSetting, setFailureConfig } from '../../test/fakeBackend';
import { cartItem, VESTIDO } from '../../test/products';
import { shopperWith } from '../../test/shopper';
import { selectAnnouncement, selectPendingToasts, toastShown } from '../ui/uiSlice';
import { itemAdded, selectCartLines } from './cartSlice';

// 'Produto adicionado ao carrinho!' is said once the backend has saved
// the addition; a save that fails says only the spec's failure, never both.

const ADDED = 'Produto adicionado ao carrinho!';
const ADD_FAILED = 'Ocorreu um erro ao adicionar o produto ao carrinho. Por favor, tente novamente.';
const vestidoM = cartItem(VESTIDO, 'M');

/** Maria signed in, with the login's toast already shown. */
function signedIn() {
  const store = shopperWith();
  for (const { id } of selectPendingToasts(store.getState())) store.dispatch(toastShown({ id }));
  return store;
}
const messages = (store: ReturnType<typeof signedIn>) => selectPendingToasts(store.getState()).map((t) => t.message);

afterEach(() => setFailureConfig());

it('confirms an addition once the backend has saved it', async () => {
  const store = signedIn();
  store.dispatch(itemAdded(vestidoM));
  expect(messages(store)).toEqual([]);
  await waitFor(() => expect(messages(store)).toEqual([ADDED]));
  expect(selectAnnouncement(store.getState())?.text).toBe(
    'VESTIDO MIDI FLORAL - VERDE, tamanho M, adicionado à sacola',
  );
});

describe.each(['500', 'offline'])('a save that fails (%s)', (kind) => {
  beforeEach(() => setFailureConfig({ fail: parseFailSetting(`cartSave:${kind}`) }));

  it('says only that the addition failed, takes it back and logs the error', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const store = signedIn();
    store.dispatch(itemAdded(vestidoM));
    await waitFor(() => expect(messages(store)).toContain(ADD_FAILED));
    expect(messages(store)).toEqual([ADD_FAILED]);
    expect(selectAnnouncement(store.getState())?.text).toBe(
      'VESTIDO MIDI FLORAL - VERDE não foi adicionado à sacola. Por favor, tente novamente.',
    );
    expect(selectCartLines(store.getState())).toEqual([]);
    expect(logged).toHaveBeenCalledWith('[cart] the backend did not save the cart', expect.anything());
    logged.mockRestore();
  });
});
