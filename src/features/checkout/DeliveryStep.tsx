import styled from '@emotion/styled';
import { skipToken } from '@reduxjs/toolkit/query';
import type { ShippingId } from '../../api/types';
import { AddressFields, cepLookupStatus } from '../../components/AddressFields';
import { Button } from '../../components/Button';
import { usePageTitle } from '../../components/usePageTitle';
import { failureText, isRefusal, SHIPPING_QUOTE_FAILED } from '../../components/failureText';
import { useHeadingFocus } from '../../components/useHeadingFocus';
import { ufForCep } from '../../rules/cep';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { quoteRequest, selectDraft, selectOrderLines } from './checkoutSelectors';
import { addressConfirmed, shippingChosen } from './checkoutSlice';
import { useGetLastAddressQuery, useQuoteShippingQuery } from './checkoutApi';
import { LastAddressOffer } from './LastAddressOffer';
import { ShippingOptions, type QuoteView } from './ShippingOptions';
import { toAddress, useAddressForm } from './useAddressForm';
import { useStepDone } from './useStepDone';

const Form = styled.form`
  display: grid;
  gap: 32px;
`;

/** Issue 23, step 1: the address (CEP lookup), the shipping option, 'Continuar'. */
export function DeliveryStep() {
  usePageTitle('Entrega');
  const heading = useHeadingFocus();
  const dispatch = useAppDispatch();
  const { form, cep, lookup, fillWith } = useAddressForm();
  const draft = useAppSelector(selectDraft);
  const lines = useAppSelector(selectOrderLines);
  const lastAddress = useGetLastAddressQuery();
  const request = ufForCep(cep) ? quoteRequest(cep, lines) : null;
  const quote = useQuoteShippingQuery(request ?? skipToken);
  const done = useStepDone('pagamento');

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

  const onSubmit = form.handleSubmit((values) => done(addressConfirmed(toAddress(values))));
  const empty = !draft.recipient && !draft.street && !draft.number;

  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="step-title">
      <h1 id="step-title" ref={heading} tabIndex={-1}>
        Entrega
      </h1>
      {empty && lastAddress.currentData && <LastAddressOffer address={lastAddress.currentData} onUse={fillWith} />}
      <AddressFields form={form} cepStatus={cepLookupStatus(lookup, cep.length === 8)} />
      <ShippingOptions
        quote={view}
        error={form.formState.errors.shipping?.message}
        field={form.register('shipping', {
          onChange: (event: { target: HTMLInputElement }) =>
            dispatch(shippingChosen({ id: event.target.value as ShippingId })),
        })}
      />
      <Button type="submit">Continuar</Button>
    </Form>
  );
}
