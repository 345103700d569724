import { act, waitFor } from '@testing-library/react';
import { itemAdded } from '../features/cart/cartSlice';
import { cartItem, REGATA } from '../test/products';
import { renderApp } from '../test/renderApp';
import { setScreen } from '../test/screen';
import { findToast } from '../test/toasts';
import { logIn } from '../test/shopper';
import { makeStore } from './store';

/** notistack's stack around a toast, as jsdom resolves its style sheet. */
function stackOf(toast: HTMLElement): CSSStyleDeclaration {
  const stack = toast.closest<HTMLElement>('.notistack-SnackbarContainer');
  if (!stack) throw new Error('the toast is not in a notistack stack');
  return getComputedStyle(stack);
}

/** A store Maria has just signed in on: its toast, 'Login efetuado com sucesso!', opens with the page. */
function justSignedIn() {
  const store = makeStore();
  logIn(store);
  return store;
}

describe('where toasts appear', () => {
  it('at the top right on wide screens', async () => {
    setScreen({ width: 1280 });
    renderApp('/', { store: justSignedIn() });
    const stack = stackOf(await findToast('Login efetuado com sucesso!'));
    expect(stack.top).not.toBe('');
    expect(stack.right).not.toBe('');
    expect(stack.bottom).toBe('');
  });

  it('at the bottom on phones, over none of the controls just used', async () => {
    setScreen({ width: 360 });
    renderApp('/', { store: justSignedIn() });
    const stack = stackOf(await findToast('Login efetuado com sucesso!'));
    expect(stack.bottom).not.toBe('');
    expect(stack.top).toBe('');
  });

  it('the next toast follows a phone turned to landscape', async () => {
    setScreen({ width: 360 });
    const store = justSignedIn();
    renderApp('/', { store });
    await findToast('Login efetuado com sucesso!');
    act(() => setScreen({ width: 800 }));
    act(() => void store.dispatch(itemAdded(cartItem(REGATA, 'M'))));
    const stack = stackOf(await findToast('Produto adicionado ao carrinho!'));
    expect(stack.top).not.toBe('');
    expect(stack.bottom).toBe('');
  });
});

describe('how long a toast stays', () => {
  afterEach(() => jest.useRealTimers());

  it('5 seconds, then it goes', async () => {
    jest.useFakeTimers();
    renderApp('/', { store: justSignedIn() });
    // Found within one of Testing Library's 50 ms polls of the (fake) clock after it appeared.
    const toast = (await findToast('Login efetuado com sucesso!')).closest('.notistack-MuiContent');
    act(() => jest.advanceTimersByTime(4_900));
    expect(toast).toHaveStyle({ transform: 'none' }); // still in place
    act(() => jest.advanceTimersByTime(100));
    expect(toast).not.toHaveStyle({ transform: 'none' }); // sliding out
    await waitFor(() => expect(toast).not.toBeInTheDocument(), { timeout: 1_000 });
  });
});
