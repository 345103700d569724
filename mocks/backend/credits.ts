/**
 * The vale-troca ledger (the rule: src/rules/storeCredit.ts): each shopper's store credits in the
 * server's records (store.ts, the `store-credits` table), each with what it was issued for, why,
 * and every order that spent part of it. Its balance is what was issued less what live spends
 * took, so it is never kept twice and never drifts.
 *
 * Every function here runs inside the calling request's transaction (a return's, an order's, a
 * cancellation's): a credit is issued, spent or given back with the request that does it, or not
 * at all. Requests run one after another (store.ts), so two devices spending the same credit at
 * once spend it once: the second reads the balance the first left.
 */
import {
  applyStoreCredits,
  isStoreCreditValid,
  issueStoreCredit,
  spendStoreCredit,
  type CreditApplication,
  type StoreCredit,
} from '../../src/rules/storeCredit';
import type { PublicStoreCredit } from '../../src/api/types';
import type { Instant } from '../../src/rules/saoPauloDate';
import { SCHEMA } from './schema';
import { isRecord, table } from './store';

/** Why a credit was issued: a return taken as credit, a cancelled order's spend of an expired credit given back, or a demo's grant. */
export type CreditSource = PublicStoreCredit['source'];

/**
 * An order's part of a credit; `givenBackAt` once the order was cancelled and the cents came back:
 * to this credit's balance, or, when it had expired by then, as a new credit (`reissuedAs`).
 */
export interface CreditSpend {
  orderId: string;
  /** Set when the spend paid a return request's exchange fee, not the order itself. */
  requestId?: string;
  cents: number;
  at: string;
  givenBackAt?: string;
  reissuedAs?: string;
}

/** A credit as kept: the rule's credit, its owner (empty once the account is deleted), its source and spends. */
export interface StoredCredit extends StoreCredit {
  userId: string;
  issuedAt: string;
  source: CreditSource;
  spends: CreditSpend[];
}

const isCents = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
const isDate = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d\d-\d\d$/.test(value);

function decodeSource(value: unknown): CreditSource | null {
  if (!isRecord(value)) return null;
  if (value.kind === 'dev') return { kind: 'dev' };
  if (value.kind === 'cancellation' && typeof value.orderId === 'string') {
    return { kind: 'cancellation', orderId: value.orderId };
  }
  if (value.kind === 'return' && typeof value.orderId === 'string' && typeof value.requestId === 'string') {
    return { kind: 'return', orderId: value.orderId, requestId: value.requestId };
  }
  return null;
}

function decodeSpend(value: unknown): CreditSpend | null {
  if (!isRecord(value) || typeof value.orderId !== 'string' || !isCents(value.cents) || typeof value.at !== 'string') {
    return null;
  }
  const spend: CreditSpend = { orderId: value.orderId, cents: value.cents, at: value.at };
  if (typeof value.givenBackAt === 'string') spend.givenBackAt = value.givenBackAt;
  if (typeof value.reissuedAs === 'string') spend.reissuedAs = value.reissuedAs;
  if (typeof value.requestId === 'string') spend.requestId = value.requestId;
  return spend;
}

/** The balance a credit's spends leave (cents given back as a new credit stay spent here): never stored, so it cannot disagree with them. */
const balanceOf = (issuedCents: number, spends: readonly CreditSpend[]) =>
  issuedCents - spends.reduce((sum, spend) => sum + (spend.givenBackAt && !spend.reissuedAs ? 0 : spend.cents), 0);

/** A stored row, checked: junk, or spends beyond what was issued, is dropped, never served. */
function decodeRow(stored: unknown): StoredCredit | null {
  if (!isRecord(stored)) return null;
  const { id, userId, issuedCents, issuedOn, expiresOn, issuedAt } = stored;
  if (typeof id !== 'string' || typeof userId !== 'string' || !isCents(issuedCents)) return null;
  if (!isDate(issuedOn) || !isDate(expiresOn) || typeof issuedAt !== 'string') return null;
  const source = decodeSource(stored.source);
  if (!source || !Array.isArray(stored.spends)) return null;
  const spends = stored.spends.map(decodeSpend);
  if (spends.some((spend) => spend === null)) return null;
  const kept = spends as CreditSpend[];
  const balanceCents = balanceOf(issuedCents, kept);
  if (balanceCents < 0) return null;
  return { id, userId, issuedCents, balanceCents, issuedOn, expiresOn, issuedAt, source, spends: kept };
}

const credits = table(SCHEMA.storeCredits, decodeRow);

/** What is written: everything but the balance, which the spends give. */
function keep(credit: StoredCredit): void {
  const { balanceCents: _balance, ...row } = credit;
  credits.put(credit.id, row as unknown as StoredCredit);
}

const iso = (at: Instant) => new Date(at).toISOString();

/**
 * Issues a vale-troca of `amountCents` to the shopper, valid STORE_CREDIT_VALID_DAYS from `now`
 * (São Paulo dates). Called inside the request that earns it (a return's refund taken as credit),
 * so it is issued with that request or not at all. Throws RangeError for an amount that is not a
 * whole number of cents above 0: the caller computed it, never the browser.
 */
export function issueCredit(userId: string, amountCents: number, source: CreditSource, now: Instant): StoredCredit {
  if (!userId) throw new RangeError('a credit needs its shopper');
  const credit = issueStoreCredit(credits.nextId(), amountCents, now);
  const stored: StoredCredit = { ...credit, userId, issuedAt: iso(now), source, spends: [] };
  keep(stored);
  return stored;
}

/** The shopper's credits, oldest first, expired ones too (with their balance, spent or not). */
export function creditsOf(userId: string): StoredCredit[] {
  return userId ? credits.find('userId', userId) : [];
}

/** The credit issued for a return request, if any (a return issues at most one). */
export function creditForReturn(requestId: string): StoredCredit | null {
  return credits.all().find((c) => c.source.kind === 'return' && c.source.requestId === requestId) ?? null;
}

/** How the shopper's credits valid at `now` would pay `totalCents` (nothing is spent). */
export function creditFor(userId: string, totalCents: number, now: Instant): CreditApplication {
  return applyStoreCredits(totalCents, creditsOf(userId), now);
}

/**
 * Spends what `application` takes from each credit for `orderId`, in the order's transaction.
 * Each credit is read again and spent by the rule: when one cannot give its part (expired, or
 * spent meanwhile), throws, so the order's transaction keeps nothing. The order's handler checks
 * first with creditFor in the same transaction: this is the last guard.
 */
export function spendCredits(
  userId: string,
  orderId: string,
  application: CreditApplication,
  now: Instant,
  requestId?: string,
): void {
  for (const { id, cents } of application.taken) {
    const credit = credits.get(id);
    if (!credit || credit.userId !== userId) throw new Error(`credit ${id} is not the shopper's`);
    const spent = spendStoreCredit(credit, cents, now);
    if (!spent.ok) throw new Error(`credit ${id} cannot give ${cents} cents: ${spent.reason}`);
    const spend: CreditSpend = { orderId, cents, at: iso(now), ...(requestId ? { requestId } : {}) };
    keep({ ...credit, spends: [...credit.spends, spend] });
  }
}

/** What an order took from the shopper's credits, not given back yet. */
export function creditSpentOn(orderId: string): number {
  return credits
    .all()
    .flatMap((credit) => credit.spends)
    .filter((spend) => spend.orderId === orderId && !spend.requestId && !spend.givenBackAt)
    .reduce((sum, spend) => sum + spend.cents, 0);
}

/**
 * A cancelled order's credit comes back (called by the cancellation, in its transaction): each
 * spend of the order is marked given back, so its cents are the credit's balance again, with the
 * credit's own expiry. A credit that has expired meanwhile cannot be spent again, so its cents
 * come back as a new credit, valid from `now`. Answers the cents given back (0 when the order
 * used no credit, or gave it back already: twice gives back nothing more).
 */
export function giveBackCredit(orderId: string, now: Instant, requestId?: string): number {
  let total = 0;
  // The order's own spends, or (with `requestId`) only what that request's exchange fee took.
  const isBack = (spend: CreditSpend) =>
    spend.orderId === orderId && spend.requestId === requestId && !spend.givenBackAt;
  for (const credit of credits.all()) {
    const cents = credit.spends.filter(isBack).reduce((sum, spend) => sum + spend.cents, 0);
    if (cents === 0) continue;
    // An expired credit cannot be spent again: its cents come back as a new credit (none for a
    // deleted account's, which nobody can spend).
    const reissued =
      isStoreCreditValid(credit, now) || !credit.userId
        ? undefined
        : issueCredit(credit.userId, cents, { kind: 'cancellation', orderId }, now).id;
    const spends = credit.spends.map((spend) =>
      isBack(spend) ? { ...spend, givenBackAt: iso(now), ...(reissued ? { reissuedAs: reissued } : {}) } : spend,
    );
    keep({ ...credit, spends });
    total += cents;
  }
  return total;
}

/** A credit as its shopper sees it: no owner, no other shopper's order. */
export interface PublicCredit extends StoreCredit {
  source: CreditSource;
}

export const publicCredit = ({
  userId: _userId,
  issuedAt: _at,
  spends: _spends,
  ...credit
}: StoredCredit): PublicCredit => credit;

/** 'Baixar meus dados', the credits' section: each credit with its spends (the shopper's own orders). */
export function creditsSection(userId: string): Array<Omit<StoredCredit, 'userId'>> {
  return creditsOf(userId).map(({ userId: _userId, ...credit }) => credit);
}

/**
 * 'Excluir minha conta': the credits stay for the shop's books, without their owner (as the
 * orders do): nobody can spend them any more.
 */
export function anonymiseCreditsOf(userId: string): void {
  for (const credit of creditsOf(userId)) keep({ ...credit, userId: '' });
}
