import styled from '@emotion/styled';
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AccountDetails } from '../../api/types';
import { Button } from '../../components/Button';
import { failureText } from '../../components/failureText';
import { FormError } from '../../components/FormPage';
import { TextField } from '../../components/TextField';
import { submitOnce } from '../../components/submitOnce';
import { accountNameSchema, type AccountNameValues } from '../../rules/account';
import { useAppDispatch } from '../../store/hooks';
import { renameAccount } from './accountFlows';
import { refusalOf } from './refusal';
import { FormSection } from './AccountSection';

const Facts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 8px 16px;
  dt {
    font-weight: 700;
    font-size: 0.875rem;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/**
 * 'Meus dados': the name can change (the sign-up's rule, which the server runs too); the email
 * and the CPF are shown, the CPF masked by the server.
 */
export function AccountDetailsForm({ account }: { account: AccountDetails }) {
  const dispatch = useAppDispatch();
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AccountNameValues>({ resolver: yupResolver(accountNameSchema), defaultValues: { name: account.name } });

  const onSubmit = handleSubmit(async ({ name }) => {
    setSaved(false);
    setFailure(null);
    const outcome = await dispatch(renameAccount(name));
    if (outcome.ok) return setSaved(true);
    const refusal = refusalOf(outcome.error, ['name'] as const);
    if (refusal) return setError('name', { message: refusal.message }, { shouldFocus: true });
    setFailure(failureText(outcome.error, 'Não foi possível salvar seu nome.'));
  });

  return (
    <FormSection noValidate aria-labelledby="details-title" onSubmit={submitOnce(isSubmitting, onSubmit)}>
      <h2 id="details-title">Meus dados</h2>
      <TextField
        id="account-name"
        label="Nome"
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <Facts>
        <dt>Email</dt>
        <dd>{account.email}</dd>
        <dt>CPF</dt>
        <dd>{account.maskedCpf}</dd>
      </Facts>
      <Button type="submit" variant="outline" aria-disabled={isSubmitting}>
        {isSubmitting ? 'Salvando...' : 'Salvar nome'}
      </Button>
      <p role="status">{saved ? 'Nome atualizado.' : ''}</p>
      {failure && <FormError role="alert">{failure}</FormError>}
    </FormSection>
  );
}
