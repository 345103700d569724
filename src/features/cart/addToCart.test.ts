import { expectConsole } from '../../test/consoleCheck';
import { makeStore } from '../../app/store';
import { selectPendingToasts } from '../ui/uiSlice';
import { addToCart } from './addToCart';
import { ADD_FAILED, limitNews } from './cartWords';
import { withNews } from '../../store/news';
import { MAX_QUANTITY } from './cartLines';
import { itemAddFailed, itemAdded, itemLimitReached, quantityChanged, selectCartLines } from './cartSlice';
import { cartLine, SHORT, VESTIDO } from '../../test/products';

const dress = VESTIDO; // PP unavailable, P available
const shorts = SHORT; // not on sale, size 36 available
const FAILURE = 'Ocorreu um erro ao adicionar o produto ao carrinho. Por favor, tente novamente.';

describe('addToCart', () => {
  it('adds an available size of a product on sale', () => {
    const store = makeStore();
    expect(store.dispatch(addToCart(dress, 'P'))).toBe(true);
    expect(selectCartLines(store.getState())).toEqual([cartLine(dress, 'P')]);
  });

  it.each([
    ['an unavailable size', dress, 'PP'],
    ['a size the product lacks', dress, 'XG'],
    ['a product not on sale', shorts, '36'],
  ])('refuses %s: dispatches cart/itemAddFailed and logs the reason', (_label, product, size) => {
    expectConsole('error', new RegExp(`^\\[cart\\] cannot add ${product.id} in size "${size}"`));
    const dispatch = jest.fn();
    expect(addToCart(product, size)(dispatch, makeStore().getState)).toBe(false);
    expect(dispatch).toHaveBeenCalledTimes(1);
    expect(dispatch).toHaveBeenCalledWith(itemAddFailed({ productId: product.id, size, message: ADD_FAILED }));
    expect(dispatch).not.toHaveBeenCalledWith(expect.objectContaining({ type: itemAdded.type }));
  });

  it('leaves the cart unchanged and queues the failure message in a real store', () => {
    expectConsole('error', new RegExp(`^\\[cart\\] cannot add ${shorts.id}`));
    const store = makeStore();
    store.dispatch(addToCart(shorts, '36'));
    expect(selectCartLines(store.getState())).toEqual([]);
    expect(selectPendingToasts(store.getState()).map((t) => t.message)).toEqual([FAILURE]);
  });

  it(`adds nothing to a line already at ${MAX_QUANTITY} units, and says why`, () => {
    const store = makeStore();
    const { sku } = cartLine(dress, 'P');
    store.dispatch(addToCart(dress, 'P'));
    store.dispatch(quantityChanged({ sku, quantity: MAX_QUANTITY }));
    const line = { productId: dress.id, size: 'P', sku, label: 'VESTIDO MIDI FLORAL - VERDE' };
    const dispatch = jest.fn();
    expect(addToCart(dress, 'P')(dispatch, store.getState)).toBe(false);
    expect(dispatch.mock.calls).toEqual([[withNews(itemLimitReached(line), limitNews)]]);

    store.dispatch(addToCart(dress, 'P'));
    expect(selectCartLines(store.getState())).toEqual([{ ...cartLine(dress, 'P'), quantity: MAX_QUANTITY }]);
    expect(selectPendingToasts(store.getState()).map((t) => t.message)).toEqual(['Limite de 10 unidades por produto']);
  });
});
