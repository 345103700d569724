import { object, string, type InferType } from 'yup';

/** Spec §5 login validation. */
export const loginSchema = object({
  email: string().trim().required('Campo obrigatório').email('Email inválido'),
  password: string().trim().required('Campo obrigatório'),
});

export type LoginValues = InferType<typeof loginSchema>;

/**
 * Where to go after signing in: back to the page that sent the shopper here,
 * but only ever a path inside the shop (no open redirect).
 */
export function safeReturnPath(from: unknown): string {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return '/';
  return from.startsWith('/login') ? '/' : from;
}
