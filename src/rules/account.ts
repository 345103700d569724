/**
 * A shopper's account: one schema for the 'Criar conta' form (yup through the
 * resolver) and for the server (the same schema run in Node), so both refuse
 * the same thing with the same words; the password rule serves the new
 * password of 'Esqueci minha senha' too.
 */
import { boolean, object, ref, string, type InferType } from 'yup';
import { isValidCpf, normalizeCpf } from './cpf';
import { personName } from './personName';
import { firstProblem, type FieldProblem } from './refusal';

const REQUIRED = 'Campo obrigatório';

export const PASSWORD_MIN = 8;
/** Long enough for any passphrase; short enough that hashing it stays cheap. */
export const PASSWORD_MAX = 128;
export const PASSWORD_RULE_TEXT = `A senha precisa ter pelo menos ${PASSWORD_MIN} caracteres, com letras e números.`;

/**
 * The password: trimmed, as the login form trims what is typed, so the
 * password an account was made with is the one a sign-in sends.
 */
export const passwordRule = () =>
  string()
    .trim()
    .required(REQUIRED)
    .min(PASSWORD_MIN, PASSWORD_RULE_TEXT)
    .max(PASSWORD_MAX, `A senha pode ter até ${PASSWORD_MAX} caracteres.`)
    .matches(/\p{L}/u, PASSWORD_RULE_TEXT)
    .matches(/\d/, PASSWORD_RULE_TEXT)
    // Control characters cannot be typed, and a NUL would pass for nothing at all (passwordHash.ts).
    .matches(/^\P{Cc}*$/u, 'A senha não pode ter caracteres de controle.')
    .label('Senha');

/** An email as an account keeps it: trimmed, in lower case (one account per email, whatever its case). */
export const emailRule = () =>
  string()
    .trim()
    .required(REQUIRED)
    .max(254, 'Email inválido')
    .email('Email inválido')
    .transform((email: string) => email.toLowerCase())
    .label('Email');

/** The terms of use and the privacy notice a new account agrees to, and the version of their text. */
export const CONSENT = { document: 'termos-de-uso-e-aviso-de-privacidade', version: '2026-11' } as const;

/** The account holder's name: at sign-up and in 'Minha conta' alike. */
const accountName = () => personName('Informe seu nome (só letras, de 2 a 60).').label('Nome');

export const signUpSchema = object({
  name: accountName(),
  email: emailRule(),
  cpf: string()
    .trim()
    .required(REQUIRED)
    .test('cpf', 'CPF inválido', (cpf) => isValidCpf(cpf))
    .transform((cpf: string) => (isValidCpf(cpf) ? normalizeCpf(cpf) : cpf))
    .label('CPF'),
  password: passwordRule(),
  acceptedTerms: boolean()
    .required('Aceite os termos de uso e o aviso de privacidade para criar a conta.')
    .oneOf([true], 'Aceite os termos de uso e o aviso de privacidade para criar a conta.')
    .label('Termos de uso e aviso de privacidade'),
});

/** What 'Criar conta' sends: the CPF as 11 digits, the email in lower case. */
export type SignUpValues = InferType<typeof signUpSchema>;

/** The fields in the order the form shows them. */
export const SIGN_UP_FIELDS = ['name', 'email', 'cpf', 'password', 'acceptedTerms'] as const;

/** The confirmation, asked by the forms alone: the server never needs it. */
const confirmation = () =>
  string()
    .trim()
    .required(REQUIRED)
    .oneOf([ref('password')], 'As senhas não conferem.');

/** The form's schema: the server's, and the password typed twice. */
export const signUpFormSchema = signUpSchema.shape({ passwordConfirmation: confirmation() });

export type SignUpFormValues = InferType<typeof signUpFormSchema>;

/** 'Esqueci minha senha': the email to send the link to. */
export const forgotPasswordSchema = object({ email: emailRule() });

/** A new password ('Redefinir senha'): the server's rule, and the form's confirmation. */
export const newPasswordSchema = object({ password: passwordRule() });
export const newPasswordFormSchema = newPasswordSchema.shape({ passwordConfirmation: confirmation() });

export type NewPasswordFormValues = InferType<typeof newPasswordFormSchema>;

/** The account the server stores, tidied, or the first field that breaks the rule (refusal.ts). */
export function checkSignUp(value: Record<string, unknown>): SignUpValues | FieldProblem<keyof SignUpValues> {
  const checked = firstProblem(signUpSchema, SIGN_UP_FIELDS, value);
  return 'values' in checked ? checked.values : checked;
}

/** A new password as the server takes it, or why not. */
export function checkNewPassword(value: Record<string, unknown>): string | FieldProblem<'password'> {
  const checked = firstProblem(newPasswordSchema, ['password'], value);
  return 'values' in checked ? checked.values.password : checked;
}

/** 'Minha conta', 'Meus dados': a new name, by the sign-up's rule. */
export const accountNameSchema = object({ name: accountName() });

export type AccountNameValues = InferType<typeof accountNameSchema>;

/** The name as the server stores it, or why not. */
export function checkAccountName(value: Record<string, unknown>): string | FieldProblem<'name'> {
  const checked = firstProblem(accountNameSchema, ['name'], value);
  return 'values' in checked ? checked.values.name : checked;
}

/**
 * 'Minha conta', 'Alterar senha': the current password (trimmed, as the login form sends it;
 * the server checks it against the hash) and a new one by the sign-up's rule.
 */
export const passwordChangeSchema = object({
  currentPassword: string().trim().required(REQUIRED).max(PASSWORD_MAX, 'Senha atual incorreta.').label('Senha atual'),
  password: passwordRule().label('Nova senha'),
});

export const PASSWORD_CHANGE_FIELDS = ['currentPassword', 'password'] as const;

export const passwordChangeFormSchema = passwordChangeSchema.shape({ passwordConfirmation: confirmation() });

export type PasswordChangeValues = InferType<typeof passwordChangeSchema>;
export type PasswordChangeFormValues = InferType<typeof passwordChangeFormSchema>;

/** A password change as the server takes it, or the first field that breaks the rule. */
export function checkPasswordChange(
  value: Record<string, unknown>,
): PasswordChangeValues | FieldProblem<(typeof PASSWORD_CHANGE_FIELDS)[number]> {
  const checked = firstProblem(passwordChangeSchema, PASSWORD_CHANGE_FIELDS, value);
  return 'values' in checked ? checked.values : checked;
}

/**
 * 'Excluir minha conta': the server's answer to a wrong password. 'Alterar senha' says 'Senha
 * atual incorreta.' of its field 'Senha atual'; this form's field is 'Senha'.
 */
export const WRONG_PASSWORD = 'Senha incorreta.';

/** 'Excluir minha conta': the account's password (trimmed, as the login form sends it), checked against the hash. */
export const accountDeletionSchema = object({
  password: string().trim().required(REQUIRED).max(PASSWORD_MAX, WRONG_PASSWORD).label('Senha'),
});

export type AccountDeletionValues = InferType<typeof accountDeletionSchema>;

/** The password as the server checks it, or why not. */
export function checkAccountDeletion(value: Record<string, unknown>): string | FieldProblem<'password'> {
  const checked = firstProblem(accountDeletionSchema, ['password'], value);
  return 'values' in checked ? checked.values.password : checked;
}
