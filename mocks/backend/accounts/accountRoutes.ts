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
import { outsideTransaction, transaction } from '../store';
import { call, created, fail, ok, SESSION_EXPIRED, type MockRequest, type MockResponse } from '../route';
import { sessionOf, shopperOf } from './shopper';
import { tokenFor } from '../users';
import {
  addAccount,
  emailKey,
  findAccountByCpf,
  findAccountByEmail,
  findAccountById,
  publicUser,
  setPasswordHash,
  type StoredAccount,
} from './accountStore';
import { checkingFor, countFailure, forgetFailures, forgetFailuresOf, retryAfterMs } from './loginThrottle';
import { sendMail } from './outbox';
import { hashPassword, verifyPassword } from './passwordHash';
import { forgetResetsOf, issueReset, RESET_TTL_MS, spendReset } from './passwordResets';
import { endSession, endSessionsOf, openSession } from './sessionStore';
import {
  countTry,
  RESET_PER_CLIENT,
  RESET_PER_EMAIL,
  SIGN_UP_PER_CLIENT,
  tooManyTriesAnswer,
  tryWait,
  type Counted,
} from './tryLimits';

export const WRONG_LOGIN = 'Email ou senha incorretos.';
/**
 * A sign-up whose email or CPF another account has. The same words for either, naming neither:
 * an anonymous caller must not learn that a CPF (or an email) has an account. The page offers
 * 'Entrar' and 'Esqueci minha senha' with it.
 */
export const SIGN_UP_REFUSED =
  'Não foi possível criar a conta com esses dados. Se você já tem conta, entre ou recupere sua senha.';
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

/** The email or CPF another account has: one answer for either (SIGN_UP_REFUSED). */
function taken({ email, cpf }: { email: string; cpf: string }): MockResponse | null {
  return findAccountByEmail(email) || findAccountByCpf(cpf) ? fail(409, SIGN_UP_REFUSED) : null;
}

/** Fields of short text (or the consent's yes), else null: long junk is refused before any other reading. */
function shortFields(body: unknown): Record<string, unknown> | null {
  if (!isRecord(body)) return null;
  const fine = Object.values(body).every(
    (value) => typeof value === 'boolean' || (typeof value === 'string' && value.length <= 1000),
  );
  return fine ? body : null;
}

async function signUp(body: unknown, client: string, now: number): Promise<MockResponse> {
  const fields = shortFields(body);
  if (!fields) return fail(400, 'Cadastro inválido.');
  const checked = checkSignUp(fields);
  if ('message' in checked) return refusal(422, checked);
  // Each sign-up the form's rules accept says whether its data is free: a client has so many.
  const counted: Counted[] = [[SIGN_UP_PER_CLIENT, client]];
  const wait = tryWait(counted, now);
  if (wait !== null) return tooManyTriesAnswer(wait);
  countTry(counted, now);
  const refused = taken(checked);
  if (refused) return refused;
  const passwordHash = await outsideTransaction(() => hashPassword(checked.password));
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

/** A throttled try is refused before the slow hash, so a flood costs the server next to nothing. */
async function logIn(body: unknown, client: string, now: number): Promise<MockResponse> {
  const { email, password } = isRecord(body) ? body : {};
  if (typeof email !== 'string' || typeof password !== 'string' || email.length > 254 || password.length > 1000) {
    return fail(401, WRONG_LOGIN);
  }
  const attempt = { email, client };
  const wait = retryAfterMs(attempt, now);
  if (wait !== null) return tooManyTriesAnswer(wait);
  countFailure(attempt, now);
  const account = findAccountByEmail(email);
  const right = await outsideTransaction(() =>
    checkingFor(client, () => verifyPassword(password, account?.passwordHash ?? NO_ACCOUNT_HASH)),
  );
  // The hash took a while: the account may have gone meanwhile (its owner deleted it elsewhere).
  if (!account || !right || !findAccountById(account.id)) return fail(401, WRONG_LOGIN);
  forgetFailures(attempt, now);
  return ok(signedIn(account, now));
}

/** The reset mails asked for and not sent yet (requestReset answers first). */
let mailing: Promise<void> = Promise.resolve();

/** For tests: resolves once every reset mail asked for so far is in the outbox. */
export const resetMailsSent = (): Promise<void> => mailing;

/** Runs `task` after the answer has gone (a timer's turn: the answer is sent in this one). */
function afterAnswer(task: () => void): void {
  const done = new Promise<void>((resolve) =>
    setTimeout(() => {
      // A request of its own, as far as the records go: its own transaction.
      transaction(task)
        .catch((error: unknown) => console.error('[mock backend] a reset mail could not be sent', error))
        .finally(resolve);
    }, 0),
  );
  mailing = Promise.all([mailing, done]).then(() => undefined);
}

/**
 * 'Esqueci minha senha': limited per email and per client (each try may send a mail), and
 * answered before anything depends on the account, so the answer and its timing are the same
 * whether the email has one or not; the link is made and mailed after the answer.
 */
function requestReset(body: unknown, client: string, now: number): MockResponse {
  const checked = firstProblem(forgotPasswordSchema, ['email'], shortFields(body) ?? {});
  if ('message' in checked) return refusal(422, checked);
  const email = emailKey(checked.values.email);
  const counted: Counted[] = [
    [RESET_PER_EMAIL, email],
    [RESET_PER_CLIENT, client],
  ];
  const wait = tryWait(counted, now);
  if (wait !== null) return tooManyTriesAnswer(wait);
  countTry(counted, now);
  afterAnswer(() => mailResetLink(email, now));
  return { status: 202, data: { message: RESET_SENT } };
}

/** A new link for the email's account, if it has one, in the outbox (the account's earlier link ends). */
function mailResetLink(email: string, now: number): void {
  const account = findAccountByEmail(email);
  if (!account) return;
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
  const passwordHash = await outsideTransaction(() => hashPassword(password));
  if (!findAccountById(account.id)) return fail(410, RESET_LINK_DEAD);
  setPasswordHash(account.id, passwordHash);
  // A new password ends every session there was, any link mailed while it was hashed, and the
  // email's wrong passwords from every client.
  endSessionsOf(account.id, now);
  forgetResetsOf(account.id, now);
  forgetFailuresOf(account.email);
  return ok(signedIn(account, now));
}

/** 'Sair de todos os aparelhos': every session of the account ends, this one too, and its reset link. */
function logOutEverywhere(request: MockRequest): MockResponse {
  const session = sessionOf(request);
  if (!session) return SESSION_EXPIRED;
  const now = Date.now();
  forgetResetsOf(session.userId, now);
  return ok({ ended: endSessionsOf(session.userId, now) });
}

export const calls = [
  call({
    name: 'signUp',
    method: 'POST',
    path: '/accounts',
    // Answers like a sign-in (the password's slow hash is on top, as on a real server).
    latencyMs: 1000,
    whenFailing: "'Não foi possível criar sua conta.' + reason, under the form",
    handle: ({ body, clientAddress }) => signUp(body, clientAddress, Date.now()),
  }),
  call({
    name: 'login',
    method: 'POST',
    path: '/login',
    // A sign-in that answers in 1 s feels like a real one.
    latencyMs: 1000,
    whenFailing: "'Não foi possível entrar agora. Tente de novo.' under the form",
    handle: ({ body, clientAddress }) => logIn(body, clientAddress, Date.now()),
  }),
  call({
    name: 'session',
    method: 'GET',
    path: '/session',
    // The stored user is read back 2 s after start.
    latencyMs: 2000,
    whenFailing: 'Nothing changes: the greeting and the badge from storage stay',
    handle: (request) => {
      const user = shopperOf(request);
      return user ? ok(payload(user)) : SESSION_EXPIRED;
    },
  }),
  call({
    // 'sair': this session ends.
    name: 'logout',
    method: 'DELETE',
    path: '/session',
    // 'Sair' does not wait for it; short, as a real server's would be.
    latencyMs: 300,
    whenFailing: 'Nothing: the shopper is signed out here all the same',
    handle: (request) => {
      const session = sessionOf(request);
      if (!session) return SESSION_EXPIRED;
      endSession(session.digest, Date.now());
      return ok({ ended: 1 });
    },
  }),
  call({
    name: 'logoutEverywhere',
    method: 'DELETE',
    path: '/sessions',
    // The shopper waits for the answer before being signed out here too.
    latencyMs: 500,
    whenFailing: "'Não foi possível sair de todos os aparelhos.' + reason",
    handle: logOutEverywhere,
  }),
  call({
    name: 'passwordResetRequest',
    method: 'POST',
    path: '/password-resets',
    // 'Esqueci minha senha' sends an email; a second, like the sign-in.
    latencyMs: 1000,
    whenFailing: "'Não foi possível enviar o link.' + reason, under the form",
    handle: ({ body, clientAddress }) => requestReset(body, clientAddress, Date.now()),
  }),
  call({
    name: 'passwordReset',
    method: 'PUT',
    path: '/password',
    // A new password through the reset link, then signed in: as long as a sign-in.
    latencyMs: 1000,
    whenFailing: "'Não foi possível salvar a nova senha.' + reason, under the form",
    handle: ({ body }) => resetPassword(body, Date.now()),
  }),
];
