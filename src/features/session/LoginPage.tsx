import styled from '@emotion/styled';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { Navigate } from 'react-router-dom';
import { Button } from '../../components/Button';
import { useLoginReturn } from './loginReturn';
import { loginSchema, type LoginValues } from './loginSchema';
import { TextField } from '../../components/TextField';
import { useAppSelector } from '../../store/hooks';
import { usePageTitle } from '../../components/usePageTitle';
import { credentialsHandle, useLoginMutation } from './sessionApi';
import { selectIsLoggedIn } from './sessionSlice';

const Form = styled.form`
  max-width: 400px;
  margin: 24px auto;
  display: grid;
  gap: 20px;
  h1 {
    margin: 0;
    font-size: 1.5rem;
    font-weight: 400;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
`;
const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.accent};
  font-size: 0.875rem;
`;

/** Spec §2 login form; errors under each field, and a clear one for wrong credentials. */
export function LoginPage() {
  usePageTitle('Login');
  const [login, { isLoading, error }] = useLoginMutation();
  const back = useLoginReturn();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: yupResolver(loginSchema) });

  // A fast backend can finish a login between the two clicks of a double click:
  // once signed in, later submits of this form are ignored.
  const signedIn = useAppSelector(selectIsLoggedIn);
  // Busy, the button stays focusable (aria-disabled, not disabled): a disabled
  // button would drop keyboard focus to the page body while the request runs.
  const busy = isSubmitting || isLoading;
  const onSubmit = handleSubmit(async (values) => {
    if (!signedIn && !isLoading) await login(credentialsHandle(values));
  });

  // Signed in (just now, or already when Back brought the shopper here): leave
  // for the page that sent them, replacing the form in the history.
  if (signedIn) return <Navigate to={back.to} replace state={back.state} />;

  const rejected = error && 'status' in error && error.status === 401;
  return (
    <Form
      noValidate
      onSubmit={(event) => {
        if (busy) return event.preventDefault();
        void onSubmit(event);
      }}
      aria-labelledby="login-title"
    >
      <h1 id="login-title">Login</h1>
      {back.reason === 'add-to-bag' && <p role="status">Entre para adicionar produtos à sacola</p>}
      {back.reason === 'expired' && <p role="status">Sua sessão expirou. Entre de novo para continuar.</p>}
      <TextField
        id="login-email"
        label="Email"
        type="email"
        autoComplete="username"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        id="login-password"
        label="Senha"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" aria-disabled={busy}>
        {isLoading ? 'Entrando...' : 'Entrar'}
      </Button>
      {error && (
        <FieldError role="alert">
          {rejected
            ? 'Email ou senha incorretos. Confira os dados e tente de novo.'
            : 'Não foi possível entrar agora. Tente de novo.'}
        </FieldError>
      )}
    </Form>
  );
}
