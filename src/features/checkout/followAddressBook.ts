/**
 * The checkout follows the address book: a saved address chosen at 'Entrega' is named by its id
 * and read again from 'Minha conta' (when the review opens, and before an order is sent). Edited
 * there meanwhile (another tab, another device), the order ships to it as it is now, and the
 * review says so; removed, no address is confirmed and 'Entrega' asks the shopper to choose again.
 */
import type { Address, SavedAddress } from '../../api/types';
import { ADDRESS_FIELDS } from '../../rules/address';
import type { AppThunk } from '../../store/types';
import { addressesApi } from '../account';
import { selectUser } from '../session';
import { chosenAddressEdited, chosenAddressRemoved, selectCheckout } from './checkoutSlice';

/** The saved address's fields, as the checkout keeps an address. */
const fieldsOf = (saved: SavedAddress): Address =>
  Object.fromEntries(ADDRESS_FIELDS.flatMap((field) => (saved[field] ? [[field, saved[field]]] : []))) as Address;

const same = (a: Address, b: Address | null) =>
  !!b && ADDRESS_FIELDS.every((field) => (a[field] ?? '') === (b[field] ?? ''));

/**
 * Reads the book again when the confirmed address is a saved one. Answers whether the checkout
 * still ships where the shopper last saw: false once it followed an edit or a removal (the order
 * then waits for the shopper), true otherwise (nothing saved chosen, or the book could not be read:
 * the server checks the address anyway).
 */
export function followAddressBook(): AppThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    const id = selectCheckout(getState()).addressId;
    const shopper = selectUser(getState())?.id;
    if (!id || !shopper) return true;
    // The book is asked for by its shopper (addressesApi.ts): one shopper's copy never serves another.
    const book = await dispatch(
      addressesApi.endpoints.getAddresses.initiate(shopper, { subscribe: false, forceRefetch: true }),
    );
    if (!book.data || selectCheckout(getState()).addressId !== id) return true;
    const saved = book.data.addresses.find((address) => address.id === id);
    if (!saved) {
      dispatch(chosenAddressRemoved());
      return false;
    }
    const now = fieldsOf(saved);
    if (same(now, selectCheckout(getState()).address)) return true;
    dispatch(chosenAddressEdited(now));
    return false;
  };
}
