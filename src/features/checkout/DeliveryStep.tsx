import styled from '@emotion/styled';
import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import type { ShippingId } from '../../api/types';
import { AddressFields, cepLookupStatus } from '../../components/AddressFields';
import { Button } from '../../components/Button';
import { FormError } from '../../components/FormPage';
import { usePageTitle } from '../../components/usePageTitle';
import { failureText, isRefusal, SHIPPING_QUOTE_FAILED } from '../../components/failureText';
import { useHeadingFocus } from '../../components/useHeadingFocus';
import { submitOnce } from '../../components/submitOnce';
import { ufForCep } from '../../rules/cep';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { quoteRequest, selectAddressNotice, selectDraft, selectOrderLines } from './checkoutSelectors';
import { shippingChosen } from './checkoutSlice';
import { useGetLastAddressQuery, useQuoteShippingQuery } from './checkoutApi';
import { LastAddressOffer } from './LastAddressOffer';
import { ShippingOptions, type QuoteView } from './ShippingOptions';
import { SavedAddressChoice } from './SavedAddressChoice';
import { toAddress, useAddressForm } from './useAddressForm';
import { useConfirmDelivery } from './useConfirmDelivery';
import { useSavedAddresses } from './useSavedAddresses';

const Form = styled.form`
  display: grid;
  gap: 32px;
`;

const Check = styled.label`
  display: flex;
  gap: 12px;
  align-items: center;
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
  }
`;

/**
 * The checkout's first step: the address (CEP lookup), the shipping option, 'Continuar'. The
 * addresses saved in 'Minha conta' are offered first, and a new one may be saved there.
 */
export function DeliveryStep() {
  usePageTitle('Entrega');
  const heading = useHeadingFocus();
  const dispatch = useAppDispatch();
  const { form, cep, lookup, fillWith, clear } = useAddressForm();
  const draft = useAppSelector(selectDraft);
  const addressNotice = useAppSelector(selectAddressNotice);
  const saved = useSavedAddresses(draft, { fillWith, clear });
  const [saveNew, setSaveNew] = useState(false);
  const [saveFailure, setSaveFailure] = useState<string | null>(null);
  const lines = useAppSelector(selectOrderLines);
  const lastAddress = useGetLastAddressQuery();
  const request = ufForCep(cep) ? quoteRequest(cep, lines) : null;
  const quote = useQuoteShippingQuery(request ?? skipToken);
  const confirm = useConfirmDelivery();

  const view: QuoteView = !request
    ? { note: 'Informe o CEP para ver as opções de frete.' }
    : quote.isFetching
      ? { note: 'Calculando o frete...' }
      : quote.isError
        ? {
            note: failureText(quote.error, SHIPPING_QUOTE_FAILED),
            onRetry: isRefusal(quote.error) ? undefined : quote.refetch,
          }
        : { options: quote.currentData?.options };

  const onSubmit = form.handleSubmit(async (values) => {
    setSaveFailure(null);
    setSaveFailure(await confirm(toAddress(values), saved.canSave && saveNew, chosen?.id ?? null));
  });
  const empty = !draft.recipient && !draft.street && !draft.number;
  const chosen = saved.addresses.find((address) => address.id === saved.chosen);

  return (
    <Form noValidate onSubmit={submitOnce(form.formState.isSubmitting, onSubmit)} aria-labelledby="step-title">
      <h1 id="step-title" ref={heading} tabIndex={-1}>
        Entrega
      </h1>
      {addressNotice === 'removed' && (
        <FormError role="alert">
          O endereço escolhido foi removido de Minha conta. Escolha outro endereço para a entrega.
        </FormError>
      )}
      {saved.chosen !== null && (
        <SavedAddressChoice addresses={saved.addresses} chosen={saved.chosen} onChoose={saved.choose} />
      )}
      {empty && saved.chosen === null && lastAddress.currentData && (
        <LastAddressOffer address={lastAddress.currentData} onUse={fillWith} />
      )}
      {!chosen && <AddressFields form={form} cepStatus={cepLookupStatus(lookup, cep.length === 8)} />}
      {saved.canSave && (
        <Check>
          <input type="checkbox" checked={saveNew} onChange={(event) => setSaveNew(event.target.checked)} />
          Salvar este endereço em Minha conta
        </Check>
      )}
      <ShippingOptions
        quote={view}
        error={form.formState.errors.shipping?.message}
        field={form.register('shipping', {
          onChange: (event: { target: HTMLInputElement }) =>
            dispatch(shippingChosen({ id: event.target.value as ShippingId })),
        })}
      />
      {saveFailure && <FormError role="alert">{saveFailure}</FormError>}
      <Button type="submit" aria-disabled={form.formState.isSubmitting}>
        Continuar
      </Button>
    </Form>
  );
}
