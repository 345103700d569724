/**
 * 'Avise-me quando chegar''s front door: the slot a sold-out size's offer is drawn in (the product
 * page, 'Favoritos'), whose code is fetched when a shopper first chooses such a size, and the
 * events another feature may answer. The list in 'Minha conta' comes through lazy.ts, with the
 * account's pages.
 */
export { AlertOfferSlot } from './AlertOfferSlot';
export { alertRemoved, alertSubscribed } from './alertEvents';
