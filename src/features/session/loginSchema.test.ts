import { ValidationError } from 'yup';
import { safeReturnPath } from './loginReturn';
import { loginSchema } from './loginSchema';

/** The message shown under each field, as the form's resolver would collect them. */
function errorsFor(values: Record<string, unknown>): Record<string, string> {
  try {
    loginSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((e) => [e.path!, e.message]));
  }
}

describe('loginSchema', () => {
  it('accepts an email and password, trimmed', () => {
    expect(loginSchema.validateSync({ email: '  maria@vitrine.dev ', password: ' 123456 ' })).toEqual({
      email: 'maria@vitrine.dev',
      password: '123456',
    });
  });

  it.each([{}, { email: '', password: '' }, { email: '   ', password: '   ' }])(
    "marks empty fields 'Campo obrigatório' (%p)",
    (values) => {
      expect(errorsFor(values)).toEqual({ email: 'Campo obrigatório', password: 'Campo obrigatório' });
    },
  );

  it.each(['maria', 'maria@', '@vitrine.dev', 'maria vitrine@dev'])("marks %p 'Email inválido'", (email) => {
    expect(errorsFor({ email, password: 'x' })).toEqual({ email: 'Email inválido' });
  });
});

describe('safeReturnPath (no open redirect)', () => {
  it.each(['/cart', '/product/VESTIDO?cor=verde'])('keeps the shop path %p', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    ['a protocol-relative URL', '//evil.com'],
    ['an absolute URL', 'https://x'],
    ['a backslash path', '/\\evil.com'],
    ['a relative path', 'cart'],
    ['the login page itself', '/login'],
    ['the login page with a query', '/login?from=/cart'],
    ['the sign-up page', '/cadastro'],
    ['a reset link, token and all', '/redefinir-senha?token=abc'],
    ['the forgotten-password page', '/esqueci-senha/'],
    ['a number', 42],
    ['undefined', undefined],
    ['an object', { pathname: '/cart' }],
  ])('sends %s home', (_label, from) => {
    expect(safeReturnPath(from)).toBe('/');
  });
});

describe('safeReturnPath against what browsers strip', () => {
  // "/\t/evil.example" is read by the browser as "//evil.example", another site.
  it.each(['/\t/evil.example', '/\n/evil.example', '/\r/evil.example', '/\u0000x'])(
    'rejects a path with control characters: %p',
    (from) => {
      expect(safeReturnPath(from)).toBe('/');
    },
  );

  it('keeps the query and hash of a shop path', () => {
    expect(safeReturnPath('/product/BATA?cor=branco#tamanho')).toBe('/product/BATA?cor=branco#tamanho');
  });
});
