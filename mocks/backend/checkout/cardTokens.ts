/**
 * The fake payment provider (house style: "tokenise, never hold").
 * The card's number, CVV and CPF arrive here once, are checked and dropped:
 * never stored, logged or answered. What is kept is a token that pays one
 * order within 15 minutes, the last four digits, the brand, the holder's name,
 * the expiry, whether the card declines, when it was made and whether it was used.
 *
 * Test card always declined: 4000 0000 0000 0002. It tokenises like any other
 * valid Visa; the decline comes when an order is placed with it (402).
 */
import type { CardToken } from '../../../src/api/types';
import { CARD_FIELDS, cardBrand, checkCard } from '../../../src/rules/card';
import { SCHEMA } from '../schema';
import { table } from '../store';
import { isRecord, refuse, text, type Refusal } from './input';

export const CARD_TOKEN_TTL_MS = 15 * 60_000;
export const DECLINED_TEST_CARD = '4000000000000002';

export interface StoredCardToken extends CardToken {
  /** The shopper who made it: only they can pay with it. */
  userId: string;
  holder: string;
  expiry: string;
  declines: boolean;
  createdAt: number;
  used: boolean;
}

const tokens = table(SCHEMA.cardTokens, (stored) =>
  isRecord(stored) && typeof stored.token === 'string' ? (stored as unknown as StoredCardToken) : null,
);

/** 24 hex digits of randomness; getRandomValues works on plain-HTTP pages too (randomUUID does not). */
function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `tok_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** Checks the card with the checkout form's own rule; the refusal is that rule's message. Nothing of the card's secrets goes past this function. */
export function tokenizeCard(userId: string, body: unknown, now: number): CardToken | Refusal {
  const malformed = refuse(400, 'Dados do cartão inválidos.');
  if (!isRecord(body)) return malformed;
  const fields: Record<string, string> = {};
  for (const field of CARD_FIELDS) {
    const fieldText = text(body[field], field === 'holder' ? 100 : 40);
    if (fieldText === null) return malformed;
    fields[field] = fieldText;
  }
  const checked = checkCard(fields, new Date(now));
  if ('message' in checked) return refuse(422, checked.message);
  const digits = checked.number.replace(/[\s-]/g, '');
  const brand = cardBrand(digits)!;
  const { holder } = checked;
  const expiry = checked.expiry.trim();

  const card: CardToken = { token: randomToken(), last4: digits.slice(-4), brand };
  const stored: StoredCardToken = {
    ...card,
    userId,
    holder,
    expiry,
    declines: digits === DECLINED_TEST_CARD,
    createdAt: now,
    used: false,
  };
  // The shopper's tokens long past their 15 minutes are forgotten, so the records do not grow.
  for (const old of tokens.find('userId', userId)) {
    if (now - old.createdAt >= 2 * CARD_TOKEN_TTL_MS) tokens.delete(old.token);
  }
  tokens.put(stored.token, stored);
  return card;
}

/** The token if this shopper may pay with it now: theirs, under 15 minutes old, unused. */
export function usableToken(userId: string, token: string, now: number): StoredCardToken | null {
  const found = tokens.get(token);
  if (!found || found.userId !== userId || found.used) return null;
  return now - found.createdAt < CARD_TOKEN_TTL_MS ? found : null;
}

/** A token pays one order, or is spent by a declined attempt. */
export function spendToken(token: string): void {
  const found = tokens.get(token);
  if (found) tokens.put(token, { ...found, used: true });
}

/**
 * 'Excluir minha conta': the shopper's card tokens go (they hold the holder's name). They are not
 * in 'Baixar meus dados': each pays one order within 15 minutes, a secret of the payment's.
 */
export function forgetCardTokensOf(userId: string): void {
  for (const { token } of tokens.find('userId', userId)) tokens.delete(token);
}

/** For tests: what the disk holds. */
export function storedCardTokens(): StoredCardToken[] {
  return tokens.all();
}
