import styled from '@emotion/styled';
import { useState } from 'react';
import type { Address, SavedAddress } from '../../api/types';
import { AddressFields, cepLookupStatus } from '../../components/AddressFields';
import { Button } from '../../components/Button';
import { failureText } from '../../components/failureText';
import { FormError } from '../../components/FormPage';
import { submitOnce } from '../../components/submitOnce';
import { ADDRESS_FIELDS } from '../../rules/address';
import { useAppDispatch } from '../../store/hooks';
import { saveAddress } from './addressFlows';
import { refusalOf } from './refusal';
import { useSavedAddressForm } from './useSavedAddressForm';

const Form = styled.form`
  display: grid;
  gap: 16px;
  padding: 16px;
  background: ${({ theme }) => theme.colors.subtle};
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

interface Props {
  /** The address edited, or null for a new one. */
  address: SavedAddress | null;
  onSaved: (id: string) => void;
  onCancel: () => void;
}

/**
 * 'Adicionar endereço' and 'Editar': the checkout's address fields and CEP lookup, checked by the
 * address rule here and by the server; a field the server refuses shows its words under it.
 */
export function SavedAddressForm({ address, onSaved, onCancel }: Props) {
  const dispatch = useAppDispatch();
  const [failure, setFailure] = useState<string | null>(null);
  const { form, cep, lookup } = useSavedAddressForm(address);
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;
  const title = address ? 'Editar endereço' : 'Novo endereço';

  const onSubmit = handleSubmit(async (values: Address) => {
    setFailure(null);
    const outcome = await dispatch(saveAddress(values, address?.id ?? null));
    if (outcome.ok) return onSaved(outcome.savedId ?? address?.id ?? '');
    const refusal = refusalOf(outcome.error, ADDRESS_FIELDS);
    if (refusal) return setError(refusal.field, { message: refusal.message }, { shouldFocus: true });
    setFailure(failureText(outcome.error, 'Não foi possível salvar o endereço.'));
  });

  return (
    <Form noValidate aria-labelledby="address-form-title" onSubmit={submitOnce(isSubmitting, onSubmit)}>
      <h3 id="address-form-title">{title}</h3>
      <AddressFields form={form} cepStatus={cepLookupStatus(lookup, cep.length === 8)} />
      {failure && <FormError role="alert">{failure}</FormError>}
      <Actions>
        <Button type="submit" aria-disabled={isSubmitting}>
          {isSubmitting ? 'Salvando...' : 'Salvar endereço'}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
      </Actions>
    </Form>
  );
}
