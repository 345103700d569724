/**
 * 'Minha conta': who the signed-in shopper is, a new name, a new
 * password. Every route needs a live session (401 otherwise); what it takes is
 * checked with the forms' own rules (src/rules/account.ts), refused in their words.
 */
import type { AccountDetails, FieldRefusal } from '../../../src/api/types';
import { checkAccountName, checkPasswordChange } from '../../../src/rules/account';
import { maskCpf } from '../../../src/rules/cpf';
import { isRecord } from '../values';
import { outsideTransaction } from '../store';
import { call, fail, ok, SESSION_EXPIRED, type MockRequest, type MockResponse } from '../route';
import { sessionOf } from './shopper';
import { findAccountById, setAccountName, setPasswordHash, type StoredAccount } from './accountStore';
import { checkingFor, countFailure, forgetFailures, retryAfterMs, tooManyTriesAnswer } from './loginThrottle';
import { hashPassword, verifyPassword } from './passwordHash';
import { forgetResetsOf } from './passwordResets';
import { endSessionsOf, type StoredSession } from './sessionStore';

export const WRONG_CURRENT_PASSWORD = 'Senha atual incorreta.';

/** What the shop is told of its account: never the hash, the CPF only masked. */
const detailsOf = ({ name, email, cpf }: StoredAccount): AccountDetails => ({ name, email, maskedCpf: maskCpf(cpf) });

const refusal = (status: number, refused: FieldRefusal): MockResponse => ({ status, data: refused });

/** Short text fields only: long junk is refused before any other reading. */
export function textFields(body: unknown): Record<string, unknown> | null {
  if (!isRecord(body)) return null;
  return Object.values(body).every((value) => typeof value === 'string' && value.length <= 1000) ? body : null;
}

/** The request's live session and its account, or null (a 401). */
export function signedIn(request: MockRequest): { session: StoredSession; account: StoredAccount } | null {
  const session = sessionOf(request);
  const account = session ? findAccountById(session.userId) : null;
  return session && account ? { session, account } : null;
}

function rename(request: MockRequest): MockResponse {
  const found = signedIn(request);
  if (!found) return SESSION_EXPIRED;
  const fields = textFields(request.body);
  if (!fields) return fail(400, 'Dados inválidos.');
  const name = checkAccountName(fields);
  if (typeof name !== 'string') return refusal(422, name);
  setAccountName(found.account.id, name);
  return ok(detailsOf({ ...found.account, name }));
}

/**
 * A new password: the current one must be right (wrong tries count with the sign-in's, per
 * client, so the form cannot be used to guess it), then every other session of the account and
 * its reset link end; the session that asked stays open.
 */
async function changePassword(request: MockRequest, now: number): Promise<MockResponse> {
  const found = signedIn(request);
  if (!found) return SESSION_EXPIRED;
  const fields = textFields(request.body);
  if (!fields) return fail(400, 'Dados inválidos.');
  const checked = checkPasswordChange(fields);
  if ('message' in checked) return refusal(422, checked);
  const { account, session } = found;
  const attempt = { email: account.email, client: request.clientAddress };
  const wait = retryAfterMs(attempt, now);
  if (wait !== null) return tooManyTriesAnswer(wait, 'currentPassword');
  countFailure(attempt, now);
  const right = await outsideTransaction(() =>
    checkingFor(attempt.client, () => verifyPassword(checked.currentPassword, account.passwordHash)),
  );
  if (!right) return refusal(403, { field: 'currentPassword', message: WRONG_CURRENT_PASSWORD });
  forgetFailures(attempt, now);
  const passwordHash = await outsideTransaction(() => hashPassword(checked.password));
  // The hashes took a while: the session may have ended meanwhile (another device's deletion or 'sair').
  if (!signedIn(request)) return SESSION_EXPIRED;
  setPasswordHash(account.id, passwordHash);
  forgetResetsOf(account.id, now);
  return ok({ ended: endSessionsOf(account.id, now, session.digest) });
}

export const calls = [
  call({
    name: 'account',
    method: 'GET',
    path: '/account',
    // A small read of the shopper's own record, as the last address.
    latencyMs: 500,
    whenFailing: "'Não foi possível carregar seus dados.' + 'Tentar novamente'",
    handle: (request) => {
      const found = signedIn(request);
      return found ? ok(detailsOf(found.account)) : SESSION_EXPIRED;
    },
  }),
  call({
    name: 'accountUpdate',
    method: 'PATCH',
    path: '/account',
    // A new name, a small write.
    latencyMs: 500,
    whenFailing: "'Não foi possível salvar seu nome.' + reason; the name stays typed",
    handle: rename,
  }),
  call({
    name: 'passwordChange',
    method: 'PUT',
    path: '/account/password',
    // The current password checked and the new one hashed: as long as a sign-in.
    latencyMs: 1000,
    whenFailing: "'Não foi possível alterar sua senha.' + reason; fields kept",
    handle: (request) => changePassword(request, Date.now()),
  }),
];
