import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import type { Address, SavedAddress } from '../../api/types';
import { ADDRESS_BOOK_LIMIT, ADDRESS_FIELDS } from '../../rules/address';
import { normalizeCep } from '../../rules/cep';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useGetAddressesQuery } from '../account';
import { selectIsLoggedIn, selectUser } from '../session';
import { selectChosenAddressId } from './checkoutSelectors';
import { chosenAddressRemoved } from './checkoutSlice';
import type { AddressDraft } from './checkoutState';

/** 'Novo endereço' in the choice of saved addresses. */
export const NEW_ADDRESS = 'new';

/** Whether the form holds exactly this saved address (as a choice of it filled it in). */
function holds(draft: AddressDraft, address: Address): boolean {
  return ADDRESS_FIELDS.every((field) =>
    field === 'cep' ? normalizeCep(draft.cep ?? '') === address.cep : (draft[field] ?? '') === (address[field] ?? ''),
  );
}

interface Form {
  fillWith: (address: Address, options: { moveFocus: boolean }) => void;
  clear: () => void;
}

/**
 * At 'Entrega': the signed-in shopper's saved addresses ('Meus endereços'). While the
 * form is empty the default fills it in; an address the form holds (a reload) stays chosen;
 * anything else typed is 'Novo endereço', which may be saved to the book while it has room.
 * The saved address the checkout chose before follows the book: edited there meanwhile, the form
 * holds it as it is now; removed, the checkout says so (checkout/chosenAddressRemoved) and offers the others.
 */
export function useSavedAddresses(draft: AddressDraft, { fillWith, clear }: Form) {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsLoggedIn);
  const shopper = useAppSelector(selectUser)?.id;
  const chosenId = useAppSelector(selectChosenAddressId);
  const book = useGetAddressesQuery(signedIn && shopper ? shopper : skipToken, { refetchOnMountOrArgChange: true });
  const addresses: SavedAddress[] = book.currentData?.addresses ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  const empty = ADDRESS_FIELDS.every((field) => !draft[field]);
  const fallback = addresses[0];
  const followed = picked === null && chosenId ? addresses.find((address) => address.id === chosenId) : undefined;
  const gone = picked === null && chosenId !== null && book.currentData !== undefined && !followed;
  const chosen =
    picked ?? followed?.id ?? addresses.find((address) => holds(draft, address))?.id ?? (empty ? null : NEW_ADDRESS);

  // The saved address chosen before, as the book holds it now (it may have been edited elsewhere).
  useEffect(() => {
    if (followed && !holds(draft, followed)) fillWith(followed, { moveFocus: false });
  }, [followed, draft, fillWith]);
  // Removed from the book meanwhile: not offered as 'Novo endereço'; the checkout asks again.
  useEffect(() => {
    if (!gone) return;
    clear();
    dispatch(chosenAddressRemoved());
  }, [gone, clear, dispatch]);

  // Nothing typed and nothing chosen yet: the default is the first offer.
  useEffect(() => {
    if (picked === null && empty && fallback) fillWith(fallback, { moveFocus: false });
  }, [picked, empty, fallback, fillWith]);

  const choose = (id: string) => {
    setPicked(id);
    const address = addresses.find((saved) => saved.id === id);
    if (address) fillWith(address, { moveFocus: false });
    else clear();
  };

  return {
    addresses,
    /** The saved address chosen, NEW_ADDRESS, or null while nothing is offered. */
    chosen: addresses.length > 0 ? (chosen ?? fallback?.id ?? null) : null,
    choose,
    /** 'Salvar este endereço em Minha conta' is offered for a new address while the book has room. */
    canSave:
      signedIn &&
      book.isSuccess &&
      (addresses.length === 0 || chosen === NEW_ADDRESS) &&
      addresses.length < ADDRESS_BOOK_LIMIT,
  };
}
