import { yupResolver } from '@hookform/resolvers/yup';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLookupCepQuery } from '../../api/cepApi';
import type { Address } from '../../api/types';
import { formatCep, isCompleteCep, normalizeCep } from '../../rules/cep';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { ADDRESS_FIELDS } from '../../rules/address';
import { deliverySchema, type DeliveryValues } from '../../rules/shipping';
import { addressEdited } from './checkoutSlice';
import { selectDraft, selectQuotedCep, selectShippingId } from './checkoutSelectors';

/** 'Entrega': the delivery rule (src/rules/shipping.ts, which the server runs too): the address and the option. */
export type AddressValues = DeliveryValues;

/** The form's values as the backend takes them: checked and tidied by the resolver, without the shipping choice. */
export const toAddress = ({ shipping: _shipping, ...address }: AddressValues): Address => address;

const FIELDS = ADDRESS_FIELDS;
const isAddressField = (name: string | undefined): name is keyof Address =>
  (FIELDS as readonly (string | undefined)[]).includes(name);
/** What a CEP lookup fills in; the shopper types the number and complement. */
const FILLED = ['street', 'district', 'city', 'state'] as const;

/**
 * The 'Entrega' form: it starts from the draft (what was typed
 * before a reload) and keeps every change in it; a complete CEP is looked up
 * and fills street, district, city and UF, then focus goes to 'Número'.
 */
export function useAddressForm() {
  const dispatch = useAppDispatch();
  const draft = useAppSelector(selectDraft);
  const quotedCep = useAppSelector(selectQuotedCep);
  const shippingId = useAppSelector(selectShippingId);
  const form = useForm<AddressValues>({
    resolver: yupResolver(deliverySchema),
    defaultValues: {
      ...Object.fromEntries(FIELDS.map((field) => [field, draft[field] ?? ''])),
      // The product page's shipping quote offers its CEP.
      cep: draft.cep ?? (quotedCep ? formatCep(quotedCep) : ''),
      shipping: shippingId ?? '',
    },
  });
  const { setValue, setFocus, subscribe } = form;

  // Each change is kept (checkout/addressEdited): a reload keeps everything typed.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name, values }) => {
          if (isAddressField(name)) dispatch(addressEdited({ field: name, value: values[name] ?? '' }));
        },
      }),
    [subscribe, dispatch],
  );

  const cep = normalizeCep(useWatch({ control: form.control, name: 'cep' }) ?? '');
  const lookup = useLookupCepQuery(isCompleteCep(cep) ? cep : skipToken);
  // A CEP whose address is already in the form (typed before a reload) is not filled in again.
  const filledFor = useRef(draft.street ? normalizeCep(draft.cep ?? '') : null);
  // Focus moves on for a CEP typed here; one the page opened with (a reload, the product page's
  // quote) leaves it on the step's heading.
  const openedWith = useRef<string | null>(cep);
  const answered = useRef<string | null>(null);
  const found = lookup.currentData;
  useEffect(() => {
    if (cep !== openedWith.current) openedWith.current = null; // typed here from now on
    if (cep.length < 8) answered.current = null; // cleared: typing it again moves focus on again
    if (!found || found.cep !== cep || answered.current === cep) return;
    answered.current = cep;
    if (filledFor.current !== cep) {
      filledFor.current = cep;
      for (const field of FILLED) setValue(field, found[field], { shouldValidate: form.formState.isSubmitted });
    }
    if (openedWith.current === null) setFocus('number');
  }, [found, cep, setValue, setFocus, form.formState.isSubmitted]);

  /**
   * 'Usar endereço do último pedido': every field, as one would type it, and focus goes on to
   * 'Número' once its CEP is looked up. A saved address (`moveFocus` false) leaves focus where
   * the shopper chose it.
   */
  const fillWith = (address: Address, { moveFocus = true } = {}) => {
    filledFor.current = address.cep;
    if (!moveFocus) answered.current = address.cep;
    for (const field of FIELDS) {
      const value = field === 'cep' ? formatCep(address.cep) : (address[field] ?? '');
      setValue(field, value, { shouldValidate: form.formState.isSubmitted });
    }
  };

  /** 'Novo endereço': every field empty, to type another address. */
  const clear = () => {
    filledFor.current = null;
    for (const field of FIELDS) setValue(field, '', { shouldValidate: false });
  };

  return { form, cep, lookup, fillWith, clear };
}
