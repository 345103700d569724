import { isAnyOf } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';
import type { AppStartListening } from '../../store/types';
import { loggedIn, otherTabChanged, selectToken, sessionRestored } from '../session';
import {
  boughtAgain,
  itemAdded,
  itemRemoved,
  itemRestored,
  loadedFromServer,
  quantityChanged,
  orderCartChanged,
  orderPlaced,
  orderRepriced,
  unknownLinesDropped,
} from './cartSlice';
import { selectUnknownCartSkus } from './unknownLines';

type SavingFile = typeof import('./cartSaving');
let savingFile: SavingFile | undefined;

/**
 * The cart's saving to the server (cartSaving.ts, with the cart's requests). Only a signed-in
 * shopper's cart is kept there, so a first visit does not download it: it is fetched as soon as
 * a shopper is signed in (a sign-in, a stored session), and a save made before it came waits for it.
 * It is left unnamed: a name costs the first download's chunk map bytes.
 */
export const loadCartSaving = async (): Promise<SavingFile> => (savingFile ??= await import('./cartSaving'));
/** Runs `save` with the file at once once it has come, so a request follows its change on the timeline. */
const withSaving = (save: (file: SavingFile) => Promise<unknown>) =>
  savingFile ? save(savingFile) : loadCartSaving().then(save);

/** The cart's reactions: saving to the backend, and dropping lines the catalogue does not sell. */
export function addCartListeners(startListening: AppStartListening): void {
  // One save at a time for this store: each names the version the one before it
  // made, so a quick second change never conflicts with this device's own first.
  let unfinished = 0;
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = async (save: () => Promise<unknown>) => {
    unfinished += 1;
    // Sent at once when no save is on its way (so the request follows its change on the timeline).
    last = unfinished === 1 ? save() : last.then(save, save);
    try {
      await last;
    } finally {
      unfinished -= 1;
    }
  };

  // The backend keeps a copy of the cart so it follows the shopper to the next login
  // and to other devices. Every change is sent at once (a delayed save could be lost
  // to a quick logout or reload).
  startListening({
    // An order's lines leaving the cart, and another device's copy merged, are sent like any change
    // when they leave this device's lines other than the server's (cartSlice.ts).
    matcher: isAnyOf(
      itemAdded,
      itemRemoved,
      itemRestored,
      quantityChanged,
      boughtAgain,
      unknownLinesDropped,
      orderRepriced,
      orderPlaced,
      orderCartChanged,
    ),
    effect: async (action, api) => {
      if (selectToken(api.getState())) await inTurn(() => withSaving((file) => file.saveCartAfter(action, api)));
    },
  });

  // A device that loads the cart (the start, the cart page) takes the server's copy with
  // its own unsaved changes merged in (cartSlice.ts); those changes, if any, are sent.
  startListening({
    matcher: isAnyOf(sessionRestored, loadedFromServer),
    effect: (_action, api) => inTurn(() => withSaving((file) => file.sendCart(api))),
  });
  startListening({
    predicate: (action, state) => (loggedIn.match(action) || action.type === REHYDRATE) && !!selectToken(state),
    effect: () => void loadCartSaving(),
  });

  // An addition the session's end interrupted is made at its shopper's next sign-in, here or in
  // another tab (cartSaving.ts); anyone else's sign-in drops it (cartSlice.ts), as it would the checkout.
  startListening({
    predicate: (action, _state, before) =>
      !!before.cart.interruptedAdd && (loggedIn.match(action) || otherTabChanged.match(action)),
    effect: (_action, api) => {
      const interrupted = api.getOriginalState().cart.interruptedAdd!;
      void withSaving(async (file) => file.resumeInterruptedAdd(interrupted, api));
    },
  });

  // Lines whose product or size is not in the catalogue cannot be shown or bought.
  startListening({
    predicate: (_action, state) => selectUnknownCartSkus(state).length > 0,
    effect: (_action, { dispatch, getState }) => {
      const skus = selectUnknownCartSkus(getState());
      console.warn(`[cart] dropped ${skus.length} line(s) not in the catalogue: ${skus.join(', ')}`);
      dispatch(unknownLinesDropped({ skus }));
    },
  });
}
