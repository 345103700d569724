/** The checkout's view of the state: steps, totals, the order to send (loaded with the checkout's pages). */
import { createSelector } from '@reduxjs/toolkit';
import type { Address, OrderLineRequest, PlaceOrderRequest, ShippingQuoteRequest } from '../../api/types';
import { productLabel } from '../../lib/text';
import { checkAddress } from '../../rules/address';
import type { UfCode } from '../../rules/cep';
import { lineChanges, sameAsShown } from '../../rules/reviewedOrder';
import { isCardBrand } from '../../rules/card';
import { isInstallmentCount } from '../../rules/totals';
import { orderTotals, type OrderTotals } from '../../rules/totals';
import { isShippingId, shippingOptions } from '../../rules/shipping';
import type { RootState } from '../../store/types';
import { selectCartLines, selectCartSynced, selectCartView, selectCouponFigures } from '../cart';
import { selectCatalogueLoaded } from '../products';
import { checkoutApi } from './checkoutApi';
import type { ChosenPayment, ShownReview } from './checkoutState';
import { selectCheckout } from './checkoutSlice';

/** The checkout slice's fields (src/features/checkout/checkoutSlice.ts). */
export const selectDraft = (state: RootState) => selectCheckout(state).draft;

/*
 * The confirmed address, shipping and payment as the rules take them today: what was stored
 * under older rules and no longer passes is not confirmed (the shopper goes back to that step,
 * the draft filled in), never half-trusted.
 */
export const selectConfirmedAddress = createSelector(
  [(state: RootState) => selectCheckout(state).address],
  (address): Address | null => {
    const checked = address && checkAddress(address);
    return checked && !('message' in checked) ? checked : null;
  },
);
export const selectShippingId = (state: RootState) => {
  const { shippingId } = selectCheckout(state);
  return isShippingId(shippingId) ? shippingId : null;
};
export const selectPayment = (state: RootState): ChosenPayment | null => {
  const { payment } = selectCheckout(state);
  const cardOk = payment?.method !== 'card' || (isCardBrand(payment.brand) && isInstallmentCount(payment.installments));
  return cardOk ? payment : null;
};
export const selectQuotedCep = (state: RootState) => selectCheckout(state).quotedCep;
/** The shopper whose checkout this is (checkoutSlice.ts). */
export const selectCheckoutOwner = (state: RootState) => selectCheckout(state).owner;
/** The saved address ('Minha conta') the confirmed one is, and whether the book changed it since. */
export const selectChosenAddressId = (state: RootState) => selectCheckout(state).addressId;
export const selectAddressNotice = (state: RootState) => selectCheckout(state).addressNotice;
export const selectPlacement = (state: RootState) => selectCheckout(state).placement;
export const selectPlacedOrderId = (state: RootState) => selectCheckout(state).placedOrderId;

/** The steps in their order, as their addresses spell them (/checkout/entrega…). */
export const STEPS = ['entrega', 'pagamento', 'revisao'] as const;
export type CheckoutStep = (typeof STEPS)[number];

/** Where the checkout continues: the first step not yet done (the review once both are). */
export const selectFirstIncompleteStep = createSelector(
  [selectConfirmedAddress, selectShippingId, selectPayment],
  (address, shippingId, payment): CheckoutStep =>
    !address || !shippingId ? 'entrega' : !payment ? 'pagamento' : 'revisao',
);

/** What the backend is asked for: SKUs and quantities, never prices. */
export const selectOrderLines = createSelector([selectCartLines], (lines) =>
  lines.map(({ sku, quantity }): OrderLineRequest => ({ sku, quantity })),
);

export const quoteRequest = (cep: string, lines: OrderLineRequest[]): ShippingQuoteRequest | null =>
  cep && lines.length > 0 ? { cep, lines } : null;

/** The quote for the confirmed address (null before it is confirmed or while the cart is empty). */
export const selectOrderQuoteRequest = createSelector([selectConfirmedAddress, selectOrderLines], (address, lines) =>
  quoteRequest(address?.cep ?? '', lines),
);

const selectOrderQuote = (state: RootState) => {
  const request = selectOrderQuoteRequest(state);
  return request ? checkoutApi.endpoints.quoteShipping.select(request)(state).data : undefined;
};

/**
 * The totals the shopper sees for each way of paying, once the catalogue and
 * the chosen shipping's price have loaded (null until then): the same figures
 * 'Finalizar pedido' sends as the total to charge. The coupon comes off the
 * products first, PIX on what they cost after it; whether shipping is free is
 * judged on them too (src/rules/coupons.ts states the order once).
 */
export const selectTotalsByMethod = createSelector(
  [selectCatalogueLoaded, selectCouponFigures, selectOrderQuote, selectShippingId],
  (loaded, { figures }, quote, shippingId): Record<'pix' | 'card', OrderTotals> | null => {
    const { subtotalCents, couponCode, couponCents, productsCents } = figures;
    const freeByCoupon = couponCode !== null && couponCents === 0;
    const shipping =
      quote &&
      shippingOptions(quote.state as UfCode, productsCents, freeByCoupon).find((option) => option.id === shippingId);
    if (!loaded || !shipping || subtotalCents === 0) return null;
    const totals = (method: 'pix' | 'card') =>
      orderTotals({
        subtotalCents,
        ...(couponCode ? { couponCents } : {}),
        shippingCents: shipping.priceCents,
        method,
      });
    return { pix: totals('pix'), card: totals('card') };
  },
);

/** The coupon that applies to the order now (its code), or null. */
export const selectOrderCouponCode = (state: RootState) => selectCouponFigures(state).figures.couponCode;

export const selectChosenShipping = createSelector([selectOrderQuote, selectShippingId], (quote, shippingId) =>
  quote?.options.find((option) => option.id === shippingId),
);

/** The totals of the chosen payment (null before it is chosen or while they load). */
export const selectShownTotals = createSelector([selectTotalsByMethod, selectPayment], (byMethod, payment) =>
  byMethod && payment ? byMethod[payment.method] : null,
);

const selectCartVersion = (state: RootState) => selectCartSynced(state).version;

/**
 * The order 'Finalizar pedido' sends, with the total shown as the one to charge and the version
 * of the cart the review shows (the order consumes it: one cart, one order); null until it can be sent.
 */
export const selectOrderRequest = createSelector(
  [
    selectOrderLines,
    selectConfirmedAddress,
    selectShippingId,
    selectPayment,
    selectShownTotals,
    selectCartVersion,
    selectOrderCouponCode,
  ],
  (lines, address, shippingId, payment, totals, cartVersion, couponCode): PlaceOrderRequest | null => {
    if (lines.length === 0 || !address || !shippingId || !payment || !totals) return null;
    return {
      lines,
      address,
      shippingId,
      payment:
        payment.method === 'pix'
          ? { method: 'pix' }
          : { method: 'card', token: payment.token, installments: payment.installments },
      expectedTotalCents: totals.totalCents,
      cartVersion,
      ...(couponCode ? { couponCode } : {}),
    };
  },
);

/** What the review showed (checkout/reviewShown), or null before its figures loaded. */
export const selectShownReview = (state: RootState) => selectCheckout(state).review;

/**
 * The review as the cart, the catalogue and the quote make it now (null while any is missing):
 * what the review draws when it opens, and what a confirmed new bag becomes.
 */
export const selectLiveReview = createSelector(
  [selectCartView, selectCartVersion, selectShownTotals, selectOrderCouponCode],
  (lines, cartVersion, totals, couponCode): ShownReview | null =>
    lines.length === 0 || !totals
      ? null
      : {
          lines: lines.map((line) => ({
            sku: line.sku,
            label: productLabel(line.product),
            size: line.size,
            quantity: line.quantity,
            image: line.product.image,
            totalCents: line.lineTotalCents,
          })),
          cartVersion,
          totalCents: totals.totalCents,
          totals,
          couponCode,
        },
);

/**
 * The bag as it is now, when it is not what the review showed (another tab or device changed it):
 * the lines that changed and the new total, for the review to say so. Null while they agree.
 */
export const selectBagChange = createSelector([selectShownReview, selectLiveReview], (shown, now) =>
  shown && now && !sameAsShown(shown, now)
    ? { changes: lineChanges(shown.lines, now.lines), fromCents: shown.totalCents, now }
    : null,
);

/**
 * The order 'Finalizar pedido' sends: the lines, cart version and total the review showed, while
 * the cart still is them (else null: the review first asks the shopper to confirm the bag of now).
 */
export const selectReviewedOrderRequest = createSelector(
  [selectOrderRequest, selectShownReview, selectLiveReview],
  (order, shown, now): PlaceOrderRequest | null =>
    order && shown && now && sameAsShown(shown, now) && now.cartVersion === shown.cartVersion
      ? {
          ...order,
          lines: shown.lines.map(({ sku, quantity }) => ({ sku, quantity })),
          expectedTotalCents: shown.totalCents,
          cartVersion: shown.cartVersion,
        }
      : null,
);
