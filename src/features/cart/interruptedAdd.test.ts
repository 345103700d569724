import { waitFor } from '@testing-library/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { ServerCart, User } from '../../api/types';
import { devToolsTimeline } from '../../test/devToolsTimeline';
import { ANONYMOUS } from '../../app/persistence/storedSession';
import {
  DEMO_TOKEN,
  DEMO_USER,
  otherShopper,
  parseFailSetting,
  readCart,
  sessionWith,
  setFailureConfig,
  tokenFor,
  writeCart,
} from '../../test/fakeBackend';
import { expectConsole } from '../../test/consoleCheck';
import { makeStore, type AppStore } from '../../app/store';
import { logIn, MARIA } from '../../test/shopper';
import { cartItem, cartLine, REGATA, SAIA } from '../../test/products';
import { loggedOut, otherTabChanged, selectIsLoggedIn } from '../session/sessionSlice';
import { selectAnnouncement, selectPendingToasts, toastShown } from '../ui/uiSlice';
import { itemAdded, selectCartLines } from './cartSlice';
import { MAX_QUANTITY } from './cartLines';

// An addition whose save the backend refused because the session had ended elsewhere (a 401:
// the password changed on another device) is not lost: it is made at the same shopper's next
// sign-in, and said once.

const skirt38 = cartItem(SAIA, '38');
const ADDED = 'Produto adicionado ao carrinho!';

afterEach(() => setFailureConfig());

const messages = (store: AppStore) => selectPendingToasts(store.getState()).map((t) => t.message);

/** Maria signed in (what that said already shown), then her session ended on the server while she added the skirt. */
async function addedAsTheSessionEnded(): Promise<AppStore> {
  const store = makeStore();
  logIn(store);
  for (const { id } of selectPendingToasts(store.getState())) store.dispatch(toastShown({ id }));
  setFailureConfig({ fail: parseFailSetting('cartSave:401') });
  store.dispatch(itemAdded(skirt38));
  await waitFor(() => expect(selectIsLoggedIn(store.getState())).toBe(false));
  // Let the save's answer come back to the flow that sent it.
  await new Promise((resolve) => setTimeout(resolve, 0));
  setFailureConfig();
  expect(selectCartLines(store.getState())).toEqual([]);
  expect(messages(store)).toEqual([]);
  return store;
}

it('makes the addition at the same shopper’s next sign-in, saved, and says it once', async () => {
  const store = await addedAsTheSessionEnded();
  logIn(store, { cart: writeCart(DEMO_USER.id, [cartLine(REGATA, 'M')]) });

  await waitFor(() => expect(readCart(DEMO_USER.id).lines).toContainEqual(cartLine(SAIA, '38')));
  expect(readCart(DEMO_USER.id).lines).toEqual([cartLine(REGATA, 'M'), cartLine(SAIA, '38')]);
  expect(selectCartLines(store.getState())).toEqual([cartLine(REGATA, 'M'), cartLine(SAIA, '38')]);
  await waitFor(() => expect(messages(store)).toContain(ADDED));
  expect(messages(store)).toEqual(['Login efetuado com sucesso!', ADDED]);
  expect(selectAnnouncement(store.getState())?.text).toBe(`${skirt38.label}, tamanho 38, adicionado à sacola`);
});

it('tells its story on the DevTools timeline', async () => {
  devToolsTimeline.splice(0);
  const store = await addedAsTheSessionEnded();
  const types = (actions: UnknownAction[]) =>
    actions
      .map((a) => a.type)
      .filter((type) => !type.startsWith('api/') && type !== 'ui/toastShown' && type !== 'session/loggedIn');
  expect(types(devToolsTimeline.splice(0))).toEqual([
    'cart/itemAdded',
    'session/sessionExpired',
    'cart/itemAddInterrupted',
  ]);
  logIn(store);
  await waitFor(() => expect(messages(store)).toContain(ADDED));
  expect(devToolsTimeline.map((a) => a.type).filter((type) => !type.startsWith('api/'))).toEqual([
    'session/loggedIn',
    'cart/itemAdded',
    'cart/savedOnServer',
    'cart/itemAddSaved',
  ]);
});

it('is made once: a later sign-in of the same shopper adds nothing more', async () => {
  const store = await addedAsTheSessionEnded();
  logIn(store);
  await waitFor(() => expect(messages(store)).toContain(ADDED));
  store.dispatch(loggedOut());
  logIn(store, { cart: readCart(DEMO_USER.id) });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(readCart(DEMO_USER.id).lines).toEqual([cartLine(SAIA, '38')]);
  expect(messages(store).filter((m) => m === ADDED)).toHaveLength(1);
});

it('is not made for another shopper who signs in next on this device', async () => {
  const store = await addedAsTheSessionEnded();
  const joana = otherShopper('Joana');
  logIn(store, { user: joana.user, secret: joana.token });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(selectCartLines(store.getState())).toEqual([]);
  expect(readCart(joana.user.id).lines).toEqual([]);
  expect(messages(store)).toEqual(['Login efetuado com sucesso!']);

  // Nor for Maria afterwards: the next sign-in on the device decided.
  store.dispatch(loggedOut());
  logIn(store, { user: MARIA });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(selectCartLines(store.getState())).toEqual([]);
});

describe('signed in again in another tab of the shop', () => {
  /** What this tab adopts when another tab's sign-in reaches the browser's storage. */
  const signedInElsewhere = (user: User = MARIA, cart: ServerCart = { lines: [], version: 0 }) =>
    otherTabChanged({
      ...ANONYMOUS,
      session: { token: tokenFor(user), user },
      cart: { lines: cart.lines, synced: cart },
    });

  it('makes the addition here when it is the same shopper', async () => {
    const store = await addedAsTheSessionEnded();
    sessionWith(DEMO_TOKEN, DEMO_USER.id);
    store.dispatch(signedInElsewhere());
    await waitFor(() => expect(readCart(DEMO_USER.id).lines).toEqual([cartLine(SAIA, '38')]));
    await waitFor(() => expect(messages(store)).toEqual([ADDED]));
  });

  it('drops it when another shopper signed in there', async () => {
    const store = await addedAsTheSessionEnded();
    const joana = otherShopper('Joana');
    store.dispatch(signedInElsewhere(joana.user));
    store.dispatch(loggedOut());
    logIn(store);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(selectCartLines(store.getState())).toEqual([]);
  });
});

it('says the limit, adding nothing, when the line reached the most units meanwhile', async () => {
  const store = await addedAsTheSessionEnded();
  const full = cartLine(SAIA, '38', MAX_QUANTITY);
  logIn(store, { cart: writeCart(DEMO_USER.id, [full]) });
  await waitFor(() => expect(messages(store)).toHaveLength(2));
  expect(messages(store)[1]).not.toBe(ADDED);
  expect(selectCartLines(store.getState())).toEqual([full]);
});

it('a save that fails otherwise (500) still takes the addition back at once, and nothing waits for a sign-in', async () => {
  expectConsole('error', /^\[cart\] the backend did not save the cart/);
  const store = makeStore();
  logIn(store);
  setFailureConfig({ fail: parseFailSetting('cartSave:500') });
  store.dispatch(itemAdded(skirt38));
  await waitFor(() => expect(messages(store)).toHaveLength(2));
  setFailureConfig();
  store.dispatch(loggedOut());
  logIn(store);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(selectCartLines(store.getState())).toEqual([]);
});
