import styled from '@emotion/styled';
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/Button';
import { failureText } from '../../components/failureText';
import { FormError } from '../../components/FormPage';
import { TextField } from '../../components/TextField';
import { submitOnce } from '../../components/submitOnce';
import { accountDeletionSchema, type AccountDeletionValues } from '../../rules/account';
import { Section } from './AccountSection';
import { refusalOf } from './refusal';
import { useDeleteAccount } from './useDeleteAccount';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

const Confirm = styled.form`
  display: grid;
  gap: 16px;
`;

/**
 * 'Excluir minha conta' (LGPD): said plainly what goes and what stays, then
 * confirmed with the password, in place (no modal: the page around stays as it is). Opening
 * puts focus in the password; 'Cancelar' (or Escape) closes and gives it back to the button. A wrong
 * password is said under the field, focus there. The password leaves through a one-time handle
 * (accountApi.ts), never through Redux.
 */
export function DeleteAccountForm() {
  const deleteAccount = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AccountDeletionValues>({ resolver: yupResolver(accountDeletionSchema), defaultValues: { password: '' } });

  /** Set by 'Cancelar': the button it gives focus back to is drawn again first. */
  const refocus = useRef(false);
  useEffect(() => {
    if (open) setFocus('password');
    else if (refocus.current) opener.current?.focus();
    refocus.current = false;
  }, [open, setFocus]);

  const close = () => {
    reset({ password: '' });
    setFailure(null);
    refocus.current = true;
    setOpen(false);
  };

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    const outcome = await deleteAccount(password);
    if (outcome.ok) return;
    const refusal = refusalOf(outcome.error, ['password'] as const);
    if (refusal) return setError('password', { message: refusal.message }, { shouldFocus: true });
    setFailure(failureText(outcome.error, 'Não foi possível excluir sua conta.'));
  });

  return (
    <Section aria-labelledby="delete-title">
      <h2 id="delete-title">Excluir minha conta</h2>
      <p>
        Sua conta, a sacola, os endereços salvos, os favoritos, o último endereço de entrega e as sessões são apagados,
        e você sai da conta em todos os aparelhos. Os pedidos ficam para a contabilidade da loja, sem seu nome, email,
        CPF ou endereço. Não é possível desfazer; depois, o mesmo email e CPF podem criar uma conta nova.
      </p>
      {open ? (
        <Confirm
          noValidate
          aria-labelledby="delete-title"
          onSubmit={submitOnce(isSubmitting, onSubmit)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !isSubmitting) close();
          }}
        >
          <TextField
            id="delete-password"
            label="Senha"
            type="password"
            autoComplete="current-password"
            hint="Digite sua senha para confirmar."
            error={errors.password?.message}
            {...register('password')}
          />
          <Actions>
            <Button type="submit" aria-disabled={isSubmitting}>
              {isSubmitting ? 'Excluindo...' : 'Excluir conta definitivamente'}
            </Button>
            <Button type="button" variant="outline" onClick={close}>
              Cancelar
            </Button>
          </Actions>
          {failure && <FormError role="alert">{failure}</FormError>}
        </Confirm>
      ) : (
        <Button ref={opener} type="button" variant="outline" onClick={() => setOpen(true)}>
          Excluir minha conta
        </Button>
      )}
    </Section>
  );
}
