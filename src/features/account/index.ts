/**
 * The account's front door: its events, and the address book the checkout's
 * 'Entrega' offers and adds to. Its pages arrive with their routes (src/app/routes.tsx); nothing
 * else of this folder crosses to another feature (a lint zone, eslint.config.mjs). Nothing of the
 * first download imports this file.
 */
export {
  addressRemoved,
  addressSaved,
  defaultAddressChosen,
  accountDeleted,
  dataDownloaded,
  passwordChanged,
  passwordReset,
  passwordResetRequested,
  registered,
} from './accountEvents';
export { saveAddress, type AddressOutcome } from './addressFlows';
export { addressesApi, useGetAddressesQuery } from './addressesApi';
