import { yupResolver } from '@hookform/resolvers/yup';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLookupCepQuery } from '../../api/cepApi';
import type { Address } from '../../api/types';
import { ADDRESS_FIELDS, addressSchema } from '../../rules/address';
import { formatCep, isCompleteCep, normalizeCep } from '../../rules/cep';

/** What a CEP lookup fills in; the shopper types the number and complement. */
const FILLED = ['street', 'district', 'city', 'state'] as const;

/** The form's text: the address being edited, or empty fields for a new one. */
function startingValues(address: Address | null): Address {
  const values = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, address?.[field] ?? ''])) as Address;
  return { ...values, cep: formatCep(values.cep) };
}

/**
 * 'Meus endereços''s form: the address rule (src/rules/address.ts, which the server runs too),
 * focus on its first field when it opens, and the checkout's CEP lookup: a CEP typed here fills
 * street, district, city and UF, then focus goes to 'Número'. The CEP an edited address opens
 * with is not looked up again over what the shopper kept.
 */
export function useSavedAddressForm(address: Address | null) {
  const form = useForm<Address>({ resolver: yupResolver(addressSchema), defaultValues: startingValues(address) });
  const { setValue, setFocus, control } = form;
  const { isSubmitted } = form.formState;

  useEffect(() => setFocus('recipient'), [setFocus]);

  const cep = normalizeCep(useWatch({ control, name: 'cep' }) ?? '');
  const lookup = useLookupCepQuery(isCompleteCep(cep) ? cep : skipToken);
  const answered = useRef<string | null>(address?.cep ?? null);
  const found = lookup.currentData;
  useEffect(() => {
    if (cep.length < 8) answered.current = null; // cleared: typing it again fills again
    if (!found || found.cep !== cep || answered.current === cep) return;
    answered.current = cep;
    for (const field of FILLED) setValue(field, found[field], { shouldValidate: isSubmitted });
    setFocus('number');
  }, [found, cep, setValue, setFocus, isSubmitted]);

  return { form, cep, lookup };
}
