/**
 * 'Meus endereços''s flows: the server changes the book, then the event that tells
 * the story. Apart from accountFlows.ts, so the checkout's 'Entrega', which adds to the book
 * through the front door (index.ts), brings only these.
 */
import type { Address, ApiError } from '../../api/types';
import type { AppThunk } from '../../store/types';
import { addressRemoved, addressSaved, defaultAddressChosen } from './accountEvents';
import { addressesApi } from './addressesApi';

/** How a change of the address book ended: done, with the address it kept (if any), or the request's error. */
export type AddressOutcome = { ok: true; savedId: string | null } | { ok: false; error: ApiError };

/** 'Meus endereços': a new address (`id` null) or an edit, kept by the server; then account/addressSaved. */
export const saveAddress =
  (address: Address, id: string | null = null): AppThunk<Promise<AddressOutcome>> =>
  async (dispatch) => {
    const result = await (id
      ? dispatch(addressesApi.endpoints.editAddress.initiate({ id, address }, { track: false }))
      : dispatch(addressesApi.endpoints.addAddress.initiate(address, { track: false })));
    if (result.error) return { ok: false, error: result.error as ApiError };
    const savedId = result.data.savedId ?? null;
    if (savedId) dispatch(addressSaved({ id: savedId, added: id === null }));
    return { ok: true, savedId };
  };

/** 'Remover': the server forgets the address (another becomes the default if it was); then account/addressRemoved. */
export const removeAddress =
  (id: string): AppThunk<Promise<AddressOutcome>> =>
  async (dispatch) => {
    const result = await dispatch(addressesApi.endpoints.removeAddress.initiate(id, { track: false }));
    if (result.error) return { ok: false, error: result.error as ApiError };
    const defaultId = result.data.addresses.find((address) => address.isDefault)?.id ?? null;
    dispatch(addressRemoved({ id, defaultId }));
    return { ok: true, savedId: null };
  };

/** 'Tornar padrão': then account/defaultAddressChosen. */
export const chooseDefaultAddress =
  (id: string): AppThunk<Promise<AddressOutcome>> =>
  async (dispatch) => {
    const result = await dispatch(addressesApi.endpoints.chooseDefaultAddress.initiate(id, { track: false }));
    if (result.error) return { ok: false, error: result.error as ApiError };
    dispatch(defaultAddressChosen({ id }));
    return { ok: true, savedId: null };
  };
