import { makeStore } from '../../app/store';
import { itemAddFailed, itemAdded, itemRemoved, itemRestored } from '../cart/cartSlice';
import { loggedIn, loggedOut } from '../session/sessionSlice';
import {
  menuClosed,
  menuToggled,
  selectAnnouncement,
  selectMenuOpen,
  selectPendingToasts,
  storageFailed,
  toastShown,
} from './uiSlice';

const session = {
  user: { id: '1', email: 'maria@vitrine.dev', name: 'Maria' },
  token: 't',
  cart: { lines: [], version: 0 },
};
const messages = (store: ReturnType<typeof makeStore>) => selectPendingToasts(store.getState()).map((t) => t.message);

describe('slide-out menu', () => {
  it('toggles open and closed, and closes on menuClosed and on logout', () => {
    const store = makeStore();
    expect(selectMenuOpen(store.getState())).toBe(false);
    store.dispatch(menuToggled());
    expect(selectMenuOpen(store.getState())).toBe(true);
    store.dispatch(menuToggled());
    expect(selectMenuOpen(store.getState())).toBe(false);
    store.dispatch(menuToggled());
    store.dispatch(menuClosed());
    expect(selectMenuOpen(store.getState())).toBe(false);
    store.dispatch(menuToggled());
    store.dispatch(loggedOut());
    expect(selectMenuOpen(store.getState())).toBe(false);
  });
});

describe('toasts (spec §4 success toasts, §8 failure message)', () => {
  it.each([
    ['session/loggedIn', loggedIn(session), 'Login efetuado com sucesso!', 'success'],
    ['session/loggedOut', loggedOut(), 'Logout efetuado com sucesso!', 'success'],
    [
      'cart/itemAdded',
      itemAdded({ productId: 'p', size: 'M', sku: 'p_M', label: 'SAIA - PRETO' }),
      'Produto adicionado ao carrinho!',
      'success',
    ],
    [
      'cart/itemAddFailed',
      itemAddFailed({ productId: 'p', size: 'M' }),
      'Ocorreu um erro ao adicionar o produto ao carrinho. Por favor, tente novamente.',
      'error',
    ],
  ])('queues a toast on %s', (_label, action, message, variant) => {
    const store = makeStore();
    store.dispatch(action);
    expect(selectPendingToasts(store.getState())).toEqual([{ id: expect.any(Number), message, variant }]);
  });

  it('queues toasts in order with distinct ids, and toastShown removes just that one', () => {
    const store = makeStore();
    store.dispatch(loggedIn(session));
    store.dispatch(itemAdded({ productId: 'p', size: 'M', sku: 'p_M', label: 'SAIA - PRETO' }));
    const [first, second] = selectPendingToasts(store.getState());
    expect(first!.id).not.toBe(second!.id);
    store.dispatch(toastShown({ id: first!.id }));
    expect(selectPendingToasts(store.getState())).toEqual([second]);
  });

  it('warns about storage only once per visit', () => {
    const store = makeStore();
    store.dispatch(storageFailed());
    store.dispatch(storageFailed());
    expect(messages(store)).toEqual([expect.stringContaining('Não conseguimos salvar sua sacola')]);
    store.dispatch(toastShown({ id: selectPendingToasts(store.getState())[0]!.id }));
    store.dispatch(storageFailed());
    expect(messages(store)).toEqual([]);
  });

  it("queues 'Produto removido da sacola.' carrying what 'Desfazer' puts back", () => {
    const store = makeStore();
    store.dispatch(itemRemoved({ sku: 'p_M', label: 'SAIA - PRETO' }));
    expect(selectPendingToasts(store.getState())).toEqual([
      {
        id: expect.any(Number),
        message: 'Produto removido da sacola.',
        variant: 'info',
        undo: { sku: 'p_M', label: 'SAIA - PRETO' },
      },
    ]);
  });
});

describe('screen-reader announcements', () => {
  it('describe adding, removing and restoring a line, each as a new announcement', () => {
    const store = makeStore();
    const texts: string[] = [];
    const ids = new Set<number>();
    const record = () => {
      const { id, text } = selectAnnouncement(store.getState())!;
      texts.push(text);
      ids.add(id);
    };
    store.dispatch(itemAdded({ productId: 'p', size: 'M', sku: 'p_M', label: 'SAIA - PRETO' }));
    record();
    store.dispatch(itemAdded({ productId: 'p', size: 'M', sku: 'p_M', label: 'SAIA - PRETO' }));
    record();
    store.dispatch(itemRemoved({ sku: 'p_M', label: 'SAIA - PRETO' }));
    record();
    store.dispatch(itemRestored({ sku: 'p_M', label: 'SAIA - PRETO' }));
    record();
    expect(texts).toEqual([
      'SAIA - PRETO, tamanho M, adicionado à sacola',
      'SAIA - PRETO, tamanho M, adicionado à sacola',
      'SAIA - PRETO removido da sacola',
      'SAIA - PRETO de volta à sacola',
    ]);
    expect(ids.size).toBe(4);
  });
});
