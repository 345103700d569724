import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { Button } from '../../components/Button';
import { FormError, FormLinks, TitledFormPage } from '../../components/FormPage';
import { submitOnce } from '../../components/submitOnce';
import { useLoginReturn } from './loginReturn';
import { loginSchema, type LoginValues } from './loginSchema';
import { TextField } from '../../components/TextField';
import { useAppSelector } from '../../store/hooks';
import { credentialsHandle, useLoginMutation } from './sessionApi';
import { selectIsLoggedIn } from './sessionSlice';

/** What the form says when the sign-in fails: the server's words for too many tries (429). */
function failureText(error: NonNullable<ReturnType<typeof useLoginMutation>[1]['error']>): string {
  const status = 'status' in error ? error.status : null;
  if (status === 401) return 'Email ou senha incorretos. Confira os dados e tente de novo.';
  const message = 'data' in error ? (error.data as { message?: unknown } | undefined)?.message : undefined;
  if (status === 429 && typeof message === 'string') return message;
  return 'Não foi possível entrar agora. Tente de novo.';
}

/** The login form; errors under each field, and a clear one for wrong credentials. */
export function LoginPage() {
  const [login, { isLoading, error }] = useLoginMutation();
  const back = useLoginReturn();
  // The trip to /login and back travels on to 'Criar conta': a new account returns there too.
  const trip: unknown = useLocation().state;
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

  return (
    <TitledFormPage title="Login" titleId="login-title" onSubmit={submitOnce(busy, onSubmit)}>
      {back.reason === 'add-to-bag' && <p role="status">Entre para adicionar produtos à sacola</p>}
      {back.reason === 'favorite' && <p role="status">Entre para salvar seus favoritos</p>}
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
      {error && <FormError role="alert">{failureText(error)}</FormError>}
      <FormLinks>
        <Link to="/cadastro" state={trip}>
          Criar conta
        </Link>
        <Link to="/esqueci-senha">Esqueci minha senha</Link>
      </FormLinks>
    </TitledFormPage>
  );
}
