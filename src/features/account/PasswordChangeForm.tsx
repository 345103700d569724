import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/Button';
import { failureText } from '../../components/failureText';
import { FormError } from '../../components/FormPage';
import { TextField } from '../../components/TextField';
import { submitOnce } from '../../components/submitOnce';
import { NewPasswordFields } from './NewPasswordFields';
import { PASSWORD_CHANGE_FIELDS, passwordChangeFormSchema, type PasswordChangeFormValues } from '../../rules/account';
import { useAppDispatch } from '../../store/hooks';
import { changePassword } from './accountFlows';
import { refusalOf } from './refusal';
import { FormSection } from './AccountSection';

export const PASSWORD_CHANGED = 'Senha alterada. Você saiu da sua conta em todos os outros aparelhos.';

const EMPTY: PasswordChangeFormValues = { currentPassword: '', password: '', passwordConfirmation: '' };

/**
 * 'Alterar senha': the current password (the server checks it), the new one twice. The
 * passwords leave through a one-time handle (accountApi.ts), never through Redux; once saved,
 * the fields are emptied and the shopper is told once that the other devices are signed out.
 */
export function PasswordChangeForm() {
  const dispatch = useAppDispatch();
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChangeFormValues>({ resolver: yupResolver(passwordChangeFormSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async ({ currentPassword, password }) => {
    setSaved(false);
    setFailure(null);
    const outcome = await dispatch(changePassword({ currentPassword, password }));
    if (outcome.ok) {
      reset(EMPTY);
      return setSaved(true);
    }
    const refusal = refusalOf(outcome.error, PASSWORD_CHANGE_FIELDS);
    if (refusal) return setError(refusal.field, { message: refusal.message }, { shouldFocus: true });
    setFailure(failureText(outcome.error, 'Não foi possível alterar sua senha.'));
  });

  return (
    <FormSection noValidate aria-labelledby="password-title" onSubmit={submitOnce(isSubmitting, onSubmit)}>
      <h2 id="password-title">Alterar senha</h2>
      <p>Ao salvar, você sai da sua conta em todos os outros aparelhos; neste, continua conectado(a).</p>
      <TextField
        id="account-current-password"
        label="Senha atual"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <NewPasswordFields
        idPrefix="account-new"
        label="Nova senha"
        password={register('password')}
        confirmation={register('passwordConfirmation')}
        errors={{ password: errors.password?.message, confirmation: errors.passwordConfirmation?.message }}
      />
      <Button type="submit" variant="outline" aria-disabled={isSubmitting}>
        {isSubmitting ? 'Salvando...' : 'Alterar senha'}
      </Button>
      <p role="status">{saved ? PASSWORD_CHANGED : ''}</p>
      {failure && <FormError role="alert">{failure}</FormError>}
    </FormSection>
  );
}
