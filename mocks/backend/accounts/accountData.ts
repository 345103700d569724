/**
 * LGPD: 'Baixar meus dados' and 'Excluir minha conta'. What the shop keeps of a
 * shopper lives in several stores, each keyed by the account's id (or its email); each store
 * answers its own part of the export, a named section, and forgets its own part when the account
 * is deleted. A new store adds one line to SECTIONS and one to FORGET. This file, with the orders' and
 * the card tokens' stores it reads, is fetched after laterCalls.ts when that does not answer (routes.ts).
 */
import type { AccountDataExport } from '../../../src/api/types';
import { checkAccountDeletion, WRONG_PASSWORD } from '../../../src/rules/account';
import { cartSection, forgetCart } from '../cartStore';
import { anonymiseCreditsOf, creditsSection } from '../credits';
import { forgetCardTokensOf } from '../checkout/cardTokens';
import { withRecordedMoneyBack } from '../checkout/moneyBack';
import { anonymiseOrdersOf, forgetLastAddress, lastAddress, ordersSection } from '../checkout/orderStore';
import { settledOrders } from '../checkout/pixStatus';
import { forgetFavorites, readFavorites } from '../favorites/favoriteStore';
import { alertsOfEmail, forgetAlertsOf, shownAlert } from '../stockAlertsStore';
import { anonymiseReturnsOf, returnsSection } from '../returns/returnStore';
import { call, fail, ok, SESSION_EXPIRED, type MockRequest, type MockResponse } from '../route';
import { outsideTransaction } from '../store';
import { accountSection, consentsSection, removeAccount } from './accountStore';
import { forgetAddresses, readAddresses } from './addressBook';
import {
  checkingFor,
  countFailure,
  forgetFailures,
  forgetFailuresOf,
  retryAfterMs,
  tooManyTriesAnswer,
} from './loginThrottle';
import { verifyPassword } from './passwordHash';
import { forgetResetsOf } from './passwordResets';
import { signedIn, textFields } from './profileRoutes';
import { endSessionsOf, sessionsSection } from './sessionStore';
import { forgetTriesOf } from './tryLimits';

/** Whose data, and when: what each store is asked its part with. */
export interface DataOwner {
  userId: string;
  /** As the account keeps it (accountStore.ts: emailKey). */
  email: string;
  /** Epoch ms. */
  now: number;
  /** How long a PIX takes to be paid (MockRequest.pixPaidMs): orders are exported as they are now. */
  pixPaidMs: number;
}

/**
 * 'Baixar meus dados', by section, each from its store. Nothing that proves anything is in it:
 * never the password's hash, a session's digest, a reset link or a card token.
 */
const SECTIONS = {
  account: ({ userId }) => accountSection(userId),
  consents: ({ userId }) => consentsSection(userId),
  sessions: ({ userId, now }) => sessionsSection(userId, now),
  cart: ({ userId }) => cartSection(userId),
  orders: ({ userId, now, pixPaidMs }) =>
    ordersSection(userId, settledOrders(now, pixPaidMs, userId)).map(withRecordedMoneyBack),
  lastDeliveryAddress: ({ userId }) => lastAddress(userId),
  addresses: ({ userId }) => readAddresses(userId),
  favorites: ({ userId }) => readFavorites(userId).items,
  stockAlerts: ({ email }) => alertsOfEmail(email).map((alert) => shownAlert(alert)),
  returnRequests: ({ userId }) => returnsSection(userId),
  storeCredits: ({ userId }) => creditsSection(userId),
} satisfies Record<string, (owner: DataOwner) => unknown>;

/**
 * 'Excluir minha conta': each store forgets the account, the account itself last. Orders stay,
 * anonymous (orderStore.ts says what is personal and goes).
 */
const FORGET: ReadonlyArray<(owner: DataOwner) => void> = [
  ({ userId, now }) => void endSessionsOf(userId, now),
  ({ userId, now }) => forgetResetsOf(userId, now),
  ({ email }) => forgetFailuresOf(email),
  ({ email }) => forgetTriesOf(email),
  ({ userId }) => forgetCart(userId),
  ({ userId }) => forgetCardTokensOf(userId),
  ({ userId }) => forgetLastAddress(userId),
  ({ userId }) => forgetAddresses(userId),
  ({ userId }) => forgetFavorites(userId),
  ({ email }) => forgetAlertsOf(email),
  ({ userId }) => anonymiseOrdersOf(userId),
  ({ userId }) => anonymiseReturnsOf(userId),
  ({ userId }) => anonymiseCreditsOf(userId),
  ({ userId }) => removeAccount(userId),
];

/** The name the file's contents carry, so a reader knows what it is and which version of it. */
export const EXPORT_FORMAT = 'vitrine-meus-dados/1';

/** Everything the shop keeps of this shopper, by section. */
export function exportOf(owner: DataOwner): AccountDataExport {
  const sections = Object.entries(SECTIONS).map(([name, section]) => [name, section(owner)]);
  return { format: EXPORT_FORMAT, exportedAt: new Date(owner.now).toISOString(), ...Object.fromEntries(sections) };
}

/** Forgets the shopper in every store. */
export function forgetShopper(owner: DataOwner): void {
  for (const forget of FORGET) forget(owner);
}

const ownerOf = (request: MockRequest, found: NonNullable<ReturnType<typeof signedIn>>, now: number): DataOwner => ({
  userId: found.account.id,
  email: found.account.email,
  now,
  pixPaidMs: request.pixPaidMs,
});

/**
 * The password is checked as 'Alterar senha' checks the current one: wrong tries count with the
 * sign-in's, per client (loginThrottle.ts), so the form cannot be used to guess it. Then
 * every store forgets the account, and every session of it ends, this one too.
 */
async function deleteAccount(request: MockRequest, now: number): Promise<MockResponse> {
  const found = signedIn(request);
  if (!found) return SESSION_EXPIRED;
  const fields = textFields(request.body);
  if (!fields) return fail(400, 'Dados inválidos.');
  const password = checkAccountDeletion(fields);
  if (typeof password !== 'string') return { status: 422, data: password };
  const { account } = found;
  const attempt = { email: account.email, client: request.clientAddress };
  const wait = retryAfterMs(attempt, now);
  if (wait !== null) return tooManyTriesAnswer(wait, 'password');
  countFailure(attempt, now);
  const right = await outsideTransaction(() =>
    checkingFor(attempt.client, () => verifyPassword(password, account.passwordHash)),
  );
  if (!right) {
    return { status: 403, data: { field: 'password', message: WRONG_PASSWORD } };
  }
  forgetFailures(attempt, now);
  // The hash took a while: the account may have gone meanwhile (another device's deletion).
  if (!signedIn(request)) return SESSION_EXPIRED;
  forgetShopper(ownerOf(request, found, now));
  return ok({ deleted: true });
}

export const calls = [
  call({
    name: 'accountExport',
    method: 'GET',
    path: '/account/export',
    // Every store's part of the shopper gathered: a little longer than one read.
    latencyMs: 1000,
    whenFailing: "'Não foi possível baixar seus dados.' + reason; no file saved",
    handle: (request) => {
      const found = signedIn(request);
      return found ? ok(exportOf(ownerOf(request, found, Date.now()))) : SESSION_EXPIRED;
    },
  }),
  call({
    name: 'accountDelete',
    method: 'DELETE',
    path: '/account',
    // The password checked, then every store forgets the account: as long as a sign-in.
    latencyMs: 1000,
    whenFailing: "'Não foi possível excluir sua conta.' + reason; still signed in",
    handle: (request) => deleteAccount(request, Date.now()),
  }),
];
