import styled from '@emotion/styled';
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { Button } from '../../components/Button';
import { failureText } from '../../components/failureText';
import { FormError, FormLinks, TitledFormPage } from '../../components/FormPage';
import { TextField } from '../../components/TextField';
import { NewPasswordFields } from './NewPasswordFields';
import { submitOnce } from '../../components/submitOnce';
import { formatCpf } from '../../rules/cpf';
import { SIGN_UP_FIELDS, signUpFormSchema, type SignUpFormValues } from '../../rules/account';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectIsLoggedIn, useLoginReturn } from '../session';
import { signUp } from './accountFlows';
import { refusalOf } from './refusal';

const Consent = styled.div`
  display: grid;
  gap: 6px;
  font-size: 0.875rem;
  label {
    display: flex;
    gap: 10px;
    align-items: flex-start;
  }
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    flex: none;
  }
  [id$='-error'] {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/** The CPF rewritten as 000.000.000-00 while it is typed (house style's mask). */
function cpfMask(field: UseFormRegisterReturn<'cpf'>): UseFormRegisterReturn<'cpf'> {
  return {
    ...field,
    onChange: (event: { target: HTMLInputElement }) => {
      event.target.value = formatCpf(event.target.value);
      return field.onChange(event);
    },
  };
}

/** 'Criar conta': name, email, CPF, password twice, the consent; errors under each field. */
export function SignUpPage() {
  const dispatch = useAppDispatch();
  const back = useLoginReturn();
  // A link to /login keeps the trip, so signing in instead returns to the same place.
  const trip: unknown = useLocation().state;
  const signedIn = useAppSelector(selectIsLoggedIn);
  const [failure, setFailure] = useState<string | null>(null);
  // The server's answer when the email or CPF has an account (409): it names neither, and the
  // page offers the ways on for a shopper who already has one.
  const [refusedData, setRefusedData] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpFormValues>({ resolver: yupResolver(signUpFormSchema) });

  const onSubmit = handleSubmit(async ({ passwordConfirmation: _twice, ...account }) => {
    setFailure(null);
    setRefusedData(false);
    const outcome = await dispatch(signUp(account));
    if (outcome.ok) return;
    const refusal = refusalOf(outcome.error, SIGN_UP_FIELDS);
    if (refusal) return setError(refusal.field, { message: refusal.message }, { shouldFocus: true });
    setRefusedData(outcome.error.status === 409);
    setFailure(failureText(outcome.error, 'Não foi possível criar sua conta.'));
  });

  // Signed in (just now, or already when Back brought the shopper here): on to where they were.
  if (signedIn) return <Navigate to={back.to} replace state={back.state} />;

  return (
    <TitledFormPage title="Criar conta" titleId="signup-title" onSubmit={submitOnce(isSubmitting, onSubmit)}>
      <TextField id="signup-name" label="Nome" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField
        id="signup-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        id="signup-cpf"
        label="CPF"
        inputMode="numeric"
        autoComplete="off"
        maxLength={14}
        placeholder="000.000.000-00"
        error={errors.cpf?.message}
        {...cpfMask(register('cpf'))}
      />
      <NewPasswordFields
        idPrefix="signup"
        label="Senha"
        password={register('password')}
        confirmation={register('passwordConfirmation')}
        errors={{ password: errors.password?.message, confirmation: errors.passwordConfirmation?.message }}
      />
      <Consent>
        <label htmlFor="signup-terms">
          <input
            id="signup-terms"
            type="checkbox"
            aria-invalid={errors.acceptedTerms ? true : undefined}
            aria-describedby={errors.acceptedTerms ? 'signup-terms-error' : undefined}
            {...register('acceptedTerms')}
          />
          <span>Li e aceito os termos de uso e o aviso de privacidade.</span>
        </label>
        {/* Beside the label, not in it: a link inside a label would tick the box too. */}
        <p>
          <Link to="/privacidade" target="_blank">
            Ler o aviso de privacidade
          </Link>{' '}
          (abre em outra aba)
        </p>
        {errors.acceptedTerms && <p id="signup-terms-error">{errors.acceptedTerms.message}</p>}
      </Consent>
      <Button type="submit" aria-disabled={isSubmitting}>
        {isSubmitting ? 'Criando conta...' : 'Criar conta'}
      </Button>
      {/* Right after the button: the next Tab from it reaches the ways on. */}
      {failure && <FormError role="alert">{failure}</FormError>}
      {failure && refusedData && (
        <FormLinks>
          <Link to="/login" state={trip}>
            Entrar
          </Link>
          <Link to="/esqueci-senha">Esqueci minha senha</Link>
        </FormLinks>
      )}
      <FormLinks>
        <span>
          Já tem conta?{' '}
          <Link to="/login" state={trip}>
            Entrar
          </Link>
        </span>
      </FormLinks>
    </TitledFormPage>
  );
}
