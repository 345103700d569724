import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
import { failureText } from '../../components/failureText';
import { FormError, FormLinks, TitledFormPage } from '../../components/FormPage';
import { TextField } from '../../components/TextField';
import { submitOnce } from '../../components/submitOnce';
import { forgotPasswordSchema } from '../../rules/account';
import { useAppDispatch } from '../../store/hooks';
import { requestPasswordReset } from './accountFlows';
import { refusalOf } from './refusal';

/** What the page says once a link was asked for: the same whether the email has an account or not. */
export const LINK_SENT =
  'Se houver uma conta com este email, enviamos um link para criar uma nova senha. O link vale por 30 minutos.';

/** 'Esqueci minha senha': an email, and a link sent to it (the fake backend's outbox). */
export function ForgotPasswordPage() {
  const dispatch = useAppDispatch();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: yupResolver(forgotPasswordSchema) });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    const outcome = await dispatch(requestPasswordReset(email));
    if (outcome.ok) return setSent(true);
    const refusal = refusalOf(outcome.error, ['email'] as const);
    if (refusal) setError('email', { message: refusal.message }, { shouldFocus: true });
    else setFailure(failureText(outcome.error, 'Não foi possível enviar o link.'));
  });

  return (
    <TitledFormPage title="Esqueci minha senha" titleId="forgot-title" onSubmit={submitOnce(isSubmitting, onSubmit)}>
      <p>Informe o email da sua conta. Enviaremos um link para você criar uma nova senha.</p>
      <TextField
        id="forgot-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" aria-disabled={isSubmitting}>
        {isSubmitting ? 'Enviando...' : 'Enviar link'}
      </Button>
      <p role="status">{sent ? LINK_SENT : ''}</p>
      {failure && <FormError role="alert">{failure}</FormError>}
      <FormLinks>
        <Link to="/login">Voltar para o login</Link>
      </FormLinks>
    </TitledFormPage>
  );
}
