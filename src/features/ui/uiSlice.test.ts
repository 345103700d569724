import { makeStore } from '../../app/store';
import {
  changeNotSaved,
  itemAddFailed,
  itemAdded,
  itemAddNotSaved,
  itemAddSaved,
  itemLimitReached,
  itemRemoved,
  itemRestored,
  quantityChanged,
} from '../cart/cartSlice';
import { loggedIn, loggedOut } from '../session/sessionSlice';
import {
  ADD_FAILED,
  addedNews,
  addNotSavedSay,
  CHANGE_NOT_SAVED,
  limitNews,
  quantityNews,
  removedNews,
  restoredNews,
} from '../cart/cartWords';
import { withNews } from '../../store/news';
import {
  menuClosed,
  menuToggled,
  selectAnnouncement,
  selectMenuOpen,
  selectPendingToasts,
  storageFailed,
  toastShown,
} from './uiSlice';
import { cartItem, SAIA } from '../../test/products';
import { MARIA } from '../../test/shopper';

const saia = cartItem(SAIA, '38');
const session = { user: MARIA, token: 't', cart: { lines: [], version: 0 } };
const messages = (store: ReturnType<typeof makeStore>) => selectPendingToasts(store.getState()).map((t) => t.message);

/** The bag's events as the code that dispatches them gives them their news (cartSaving.ts, CartPage.tsx). */
const saved = () => withNews(itemAddSaved(saia), addedNews(saia));
const removed = () => withNews(itemRemoved({ sku: saia.sku, label: saia.label }), removedNews(saia));

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

describe('toasts (the spec’s success toasts, its failure message)', () => {
  it.each([
    ['session/loggedIn', loggedIn(session), 'Login efetuado com sucesso!', 'success'],
    ['session/loggedOut', loggedOut(), 'Logout efetuado com sucesso!', 'success'],
    [
      "session/loggedOut of 'Excluir minha conta'",
      loggedOut({ accountDeleted: true, farewell: 'Sua conta foi excluída.' }),
      'Sua conta foi excluída.',
      'success',
    ],
    ['cart/itemAddSaved', saved(), 'Produto adicionado ao carrinho!', 'success'],
    ['cart/itemLimitReached', withNews(itemLimitReached(saia), limitNews), 'Limite de 10 unidades por produto', 'info'],
    [
      'cart/itemAddFailed',
      itemAddFailed({ productId: SAIA.id, size: '38', message: ADD_FAILED }),
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
    store.dispatch(saved());
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
    store.dispatch(removed());
    expect(selectPendingToasts(store.getState())).toEqual([
      {
        id: expect.any(Number),
        message: 'Produto removido da sacola.',
        variant: 'info',
        undo: { sku: saia.sku, label: saia.label },
      },
    ]);
  });
});

describe('a cart addition', () => {
  it('is neither shown nor announced until the backend has saved it', () => {
    const store = makeStore();
    store.dispatch(itemAdded(saia));
    expect(selectPendingToasts(store.getState())).toEqual([]);
    expect(selectAnnouncement(store.getState())).toBeNull();
  });
});

describe('screen-reader announcements', () => {
  /** Dispatches each action and keeps what the announcer would read after it. */
  function heard(...actions: Parameters<ReturnType<typeof makeStore>['dispatch']>[0][]) {
    const store = makeStore();
    const ids = new Set<number>();
    const texts = actions.map((action) => {
      store.dispatch(action);
      const { id, text } = selectAnnouncement(store.getState())!;
      ids.add(id);
      return text;
    });
    // Each is a new announcement, even when the words repeat.
    expect(ids.size).toBe(actions.length);
    return texts;
  }

  it('describe a saved addition, a removal, a return and a new quantity, with the line they are about', () => {
    expect(
      heard(
        saved(),
        saved(),
        removed(),
        withNews(itemRestored({ sku: saia.sku, label: saia.label }), restoredNews(saia.label)),
        withNews(quantityChanged({ sku: saia.sku, quantity: 3 }), quantityNews(`${saia.label}, tamanho 38`, 3)),
        withNews(quantityChanged({ sku: saia.sku, quantity: 1 }), quantityNews(`${saia.label}, tamanho 38`, 1)),
      ),
    ).toEqual([
      `${saia.label}, tamanho 38, adicionado à sacola`,
      `${saia.label}, tamanho 38, adicionado à sacola`,
      `${saia.label} removido da sacola`,
      `${saia.label} de volta à sacola`,
      `${saia.label}, tamanho 38: 3 unidades`,
      `${saia.label}, tamanho 38: 1 unidade`,
    ]);
  });

  it('read out every toast once (the toasts themselves are silent)', () => {
    expect(
      heard(
        loggedIn(session),
        loggedOut(),
        withNews(itemLimitReached(saia), limitNews),
        itemAddFailed({ productId: saia.productId, size: saia.size, message: ADD_FAILED }),
        itemAddNotSaved({ ...saia, message: ADD_FAILED, say: addNotSavedSay(saia.label) }),
        changeNotSaved({ message: CHANGE_NOT_SAVED }),
        storageFailed(),
      ),
    ).toEqual([
      'Login efetuado com sucesso!',
      'Logout efetuado com sucesso!',
      'Limite de 10 unidades por produto',
      'Ocorreu um erro ao adicionar o produto ao carrinho. Por favor, tente novamente.',
      `${saia.label} não foi adicionado à sacola. Por favor, tente novamente.`,
      expect.stringMatching(/^Não foi possível salvar a alteração da sua sacola agora/),
      expect.stringMatching(/^Não conseguimos salvar sua sacola neste navegador/),
    ]);
  });
});
