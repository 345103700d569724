import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button';
import { failureText } from '../../components/failureText';
import { FormError, FormLinks, TitledFormPage } from '../../components/FormPage';
import { NewPasswordFields } from './NewPasswordFields';
import { submitOnce } from '../../components/submitOnce';
import { newPasswordFormSchema, type NewPasswordFormValues } from '../../rules/account';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectUser } from '../session';
import { resetPassword } from './accountFlows';
import { refusalOf } from './refusal';

/**
 * 'Redefinir senha', opened from the link in the email
 * (`/redefinir-senha?token=…`): a new password, typed twice. The token stays
 * in the address only until it is used: the page that follows, or this one
 * without it, replaces the history entry that held it.
 */
export function ResetPasswordPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const token = new URLSearchParams(search).get('token');
  const [done, setDone] = useState(false);
  const [dead, setDead] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // A dead link's message replaces the form that had the focus: the focus goes to it, which reads
  // it out once, and the link to a new one comes next.
  const deadMessage = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (dead) deadMessage.current?.focus();
  }, [dead]);
  // Someone signed in on this device: the new password signs them out here, so the page says who.
  const signedIn = useAppSelector(selectUser);
  const who = signedIn && [signedIn.name, signedIn.email && `(${signedIn.email})`].filter(Boolean).join(' ');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordFormValues>({ resolver: yupResolver(newPasswordFormSchema) });

  const onSubmit = handleSubmit(async ({ password }) => {
    if (!token) return;
    setFailure(null);
    const outcome = await dispatch(resetPassword({ resetToken: token, password }));
    if (outcome.ok) return setDone(true);
    const refusal = refusalOf(outcome.error, ['password'] as const);
    if (refusal) return setError('password', { message: refusal.message }, { shouldFocus: true });
    if (outcome.error.status === 410 || outcome.error.status === 400) {
      // A spent or expired token is of no more use: it leaves the address.
      setDead(failureText(outcome.error, ''));
      void navigate(pathname, { replace: true });
      return;
    }
    setFailure(failureText(outcome.error, 'Não foi possível salvar a nova senha.'));
  });

  // Signed in with the new password: home, in place of the address with the token.
  if (done) return <Navigate to="/" replace />;

  if (!token || dead) {
    return (
      <TitledFormPage title="Criar nova senha" titleId="reset-title">
        <p ref={deadMessage} tabIndex={-1}>
          {dead ?? 'Este endereço não tem um link válido para criar uma nova senha.'}
        </p>
        <FormLinks>
          <Link to="/esqueci-senha">Pedir um novo link</Link>
        </FormLinks>
      </TitledFormPage>
    );
  }

  return (
    <TitledFormPage title="Criar nova senha" titleId="reset-title" onSubmit={submitOnce(isSubmitting, onSubmit)}>
      {who && (
        <p>
          Você está conectado(a) como {who} neste aparelho. Ao salvar a nova senha, você sai dessa conta e entra na
          conta deste link.
        </p>
      )}
      <p>Ao salvar, você sai da sua conta em todos os outros aparelhos.</p>
      <NewPasswordFields
        idPrefix="reset"
        label="Nova senha"
        password={register('password')}
        confirmation={register('passwordConfirmation')}
        errors={{ password: errors.password?.message, confirmation: errors.passwordConfirmation?.message }}
      />
      <Button type="submit" aria-disabled={isSubmitting}>
        {isSubmitting ? 'Salvando...' : 'Salvar nova senha'}
      </Button>
      {failure && <FormError role="alert">{failure}</FormError>}
    </TitledFormPage>
  );
}
