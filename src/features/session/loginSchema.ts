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
  // Browsers drop tabs and newlines from URLs ("/\t/evil" becomes "//evil"), so reject
  // control characters outright, then let the URL parser decide where it really points.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (typeof from !== 'string' || !from.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(from)) return '/';
  const base = 'https://vitrine.invalid';
  let url: URL;
  try {
    url = new URL(from, base);
  } catch {
    return '/';
  }
  if (url.origin !== base || url.pathname.startsWith('/login')) return '/';
  return url.pathname + url.search + url.hash;
}
