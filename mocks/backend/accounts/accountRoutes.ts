/**
 * The accounts' routes: sign-up, sign-in and the session, signing out (here,
 * or on every device), and 'Esqueci minha senha'. The form's rules
 * (src/rules/account.ts) decide what is accepted, with the form's words.
 */
import type { FieldRefusal, NewSession, SessionPayload, User } from '../../../src/api/types';
import { CONSENT, checkNewPassword, checkSignUp, forgotPasswordSchema } from '../../../src/rules/account';
import { firstProblem } from '../../../src/rules/refusal';
import { readCart } from '../cartStore';
import { isRecord } from '../values';
import { created, fail, ok, SESSION_EXPIRED, type MockResponse, type Route } from '../route';
import { sessionOf, shopperOf } from './shopper';
import { tokenFor } from '../users';
import {
  addAccount,
  findAccountByCpf,
  findAccountByEmail,
  findAccountById,
  publicUser,
  setPasswordHash,
  type StoredAccount,
} from './accountStore';
import { countFailure, forgetFailures, retryAfterMs, tooManyTries } from './loginThrottle';
import { sendMail } from './outbox';
import { hashPassword, verifyPassword } from './passwordHash';
import { issueReset, RESET_TTL_MS, spendReset } from './passwordResets';
import { digestOf } from './secrets';
import { endSession, endSessionsOf, openSession } from './sessionStore';

export const WRONG_LOGIN = 'Email ou senha incorretos.';
export const EMAIL_TAKEN = 'Já existe uma conta com este email.';
export const CPF_TAKEN = 'Já existe uma conta com este CPF.';
export const RESET_SENT =
  'Se houver uma conta com este email, enviamos um link para criar uma nova senha. O link vale por 30 minutos.';
export const RESET_LINK_DEAD = 'Este link para criar uma nova senha expirou ou já foi usado. Peça um novo.';

/**
 * A password hash of the same cost as the accounts', checked when the email has
 * no account: a wrong email then takes as long as a wrong password, and the
 * answer's timing does not tell which emails have an account.
 */
const NO_ACCOUNT_HASH = 'pbkdf2-sha256$600000$xFrMaw7W-iNfe3kHcaepVQ$DgtjT1r528_u4NLMtc0xS7OUI3NO6Gla42g7E4w7XvE';

const payload = (user: User): SessionPayload => ({ user, token: tokenFor(user), cart: readCart(user.id) });

/** A new session for the account, answered with its secret. */
function signedIn(account: StoredAccount, now: number): NewSession {
  const secret = openSession(account.id, now);
  return { ...payload(publicUser(account)), secret };
}

const refusal = (status: number, refused: FieldRefusal): MockResponse => ({ status, data: refused });

/** The email or CPF another account has, named as the form's field. */
function taken({ email, cpf }: { email: string; cpf: string }): MockResponse | null {
  if (findAccountByEmail(email)) return refusal(409, { field: 'email', message: EMAIL_TAKEN });
  if (findAccountByCpf(cpf)) return refusal(409, { field: 'cpf', message: CPF_TAKEN });
  return null;
}

/** Fields of short text (or the consent's yes), else null: long junk is refused before any other reading. */
function shortFields(body: unknown): Record<string, unknown> | null {
  if (!isRecord(body)) return null;
  const fine = Object.values(body).every(
    (value) => typeof value === 'boolean' || (typeof value === 'string' && value.length <= 1000),
  );
  return fine ? body : null;
}

async function signUp(body: unknown, now: number): Promise<MockResponse> {
  const fields = shortFields(body);
  if (!fields) return fail(400, 'Cadastro inválido.');
  const checked = checkSignUp(fields);
  if ('message' in checked) return refusal(422, checked);
  const refused = taken(checked);
  if (refused) return refused;
  const passwordHash = await hashPassword(checked.password);
  // Another sign-up may have taken the email or CPF while the hash was made.
  const takenMeanwhile = taken(checked);
  if (takenMeanwhile) return takenMeanwhile;
  const account = addAccount(
    {
      name: checked.name,
      email: checked.email,
      cpf: checked.cpf,
      passwordHash,
      consents: [{ ...CONSENT, acceptedAt: new Date(now).toISOString() }],
    },
    now,
  );
  return created(signedIn(account, now));
}

async function logIn(body: unknown, now: number): Promise<MockResponse> {
  const { email, password } = isRecord(body) ? body : {};
  if (typeof email !== 'string' || typeof password !== 'string' || email.length > 254 || password.length > 1000) {
    return fail(401, WRONG_LOGIN);
  }
  const wait = retryAfterMs(email, now);
  if (wait !== null) return fail(429, tooManyTries(wait));
  countFailure(email, now);
  const account = findAccountByEmail(email);
  const right = await verifyPassword(password, account?.passwordHash ?? NO_ACCOUNT_HASH);
  if (!account || !right) return fail(401, WRONG_LOGIN);
  forgetFailures(email);
  return ok(signedIn(account, now));
}

async function requestReset(body: unknown, now: number): Promise<MockResponse> {
  const checked = firstProblem(forgotPasswordSchema, ['email'], shortFields(body) ?? {});
  if ('message' in checked) return refusal(422, checked);
  const { email } = checked.values;
  const account = findAccountByEmail(email);
  if (!account) {
    digestOf(email); // about the time a link takes to make: the answer's timing tells nothing
    return { status: 202, data: { message: RESET_SENT } };
  }
  const token = issueReset(account.id, now);
  sendMail(
    {
      to: account.email,
      subject: 'Vitrine: crie uma nova senha',
      text:
        `Olá, ${account.name}! Recebemos um pedido para criar uma nova senha para a sua conta. ` +
        `Abra o link em até ${RESET_TTL_MS / 60_000} minutos; ele vale uma vez. ` +
        'Se não foi você, ignore este email: sua senha continua a mesma.',
      link: `/redefinir-senha?token=${token}`,
    },
    now,
  );
  return { status: 202, data: { message: RESET_SENT } };
}

async function resetPassword(body: unknown, now: number): Promise<MockResponse> {
  if (!isRecord(body) || typeof body.resetToken !== 'string' || body.resetToken.length > 100) {
    return fail(400, 'Pedido de nova senha inválido.');
  }
  const password = checkNewPassword(body);
  if (typeof password !== 'string') return refusal(422, password);
  // The link is spent first, before the slow hash: the same link sent twice sets one password.
  const userId = spendReset(body.resetToken, now);
  const account = userId === null ? null : findAccountById(userId);
  if (!account) return fail(410, RESET_LINK_DEAD);
  setPasswordHash(account.id, await hashPassword(password));
  // A new password ends every session there was, and the lock of wrong passwords.
  endSessionsOf(account.id, now);
  forgetFailures(account.email);
  return ok(signedIn(account, now));
}

export const accountRoutes: Route[] = [
  { method: 'POST', path: '/accounts', name: 'signUp', handle: ({ body }) => signUp(body, Date.now()) },
  { method: 'POST', path: '/login', name: 'login', handle: ({ body }) => logIn(body, Date.now()) },
  {
    method: 'GET',
    path: '/session',
    name: 'session',
    handle: (request) => {
      const user = shopperOf(request);
      return user ? ok(payload(user)) : SESSION_EXPIRED;
    },
  },
  {
    // 'sair': this session ends.
    method: 'DELETE',
    path: '/session',
    name: 'logout',
    handle: (request) => {
      const session = sessionOf(request);
      if (!session) return SESSION_EXPIRED;
      endSession(session.digest, Date.now());
      return ok({ ended: 1 });
    },
  },
  {
    // 'Sair de todos os aparelhos': every session of the account ends, this one too.
    method: 'DELETE',
    path: '/sessions',
    name: 'logoutEverywhere',
    handle: (request) => {
      const session = sessionOf(request);
      return session ? ok({ ended: endSessionsOf(session.userId, Date.now()) }) : SESSION_EXPIRED;
    },
  },
  {
    method: 'POST',
    path: '/password-resets',
    name: 'passwordResetRequest',
    handle: ({ body }) => requestReset(body, Date.now()),
  },
  { method: 'PUT', path: '/password', name: 'passwordReset', handle: ({ body }) => resetPassword(body, Date.now()) },
];
