import type { RootState, AppThunk } from '../../store/types';

/*
 * What the product page's shipping quote takes from the checkout, without the checkout's code:
 * the product page does not bring the checkout's slice with it. The CEP asked for is kept for
 * the checkout's 'Entrega', so asking one loads the slice (injected into the store as it loads).
 */

/** The CEP to offer: the one last quoted, else the confirmed address's ('' without a checkout yet). */
export const selectRememberedCep = (state: RootState): string =>
  state.checkout?.quotedCep ?? state.checkout?.address?.cep ?? '';

/** A shipping quote asked for on a product page (checkout/shippingQuoteAsked, once the slice is in). */
export const askShippingQuote =
  (cep: string): AppThunk<Promise<void>> =>
  async (dispatch) => {
    const { shippingQuoteAsked } = await import('./checkoutSlice');
    dispatch(shippingQuoteAsked({ cep }));
  };
