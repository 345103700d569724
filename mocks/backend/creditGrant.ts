/**
 * For developers ('Emitir vale-troca' in the dev panel, vitrineMock.credit.grant): a vale-troca
 * for a demo or a test, to the account of `email` (the demo shopper's by default), written at
 * once to this tab's records. Throws, in English, when it cannot: a console tool, not the shop.
 */
import { DEMO_ACCOUNT, findAccountByEmail } from './accounts/accountStore';
import { issueCredit } from './credits';

/** What a grant gives unless told: R$ 150,00, more than a demo order of one product costs. */
export const DEMO_CREDIT_CENTS = 15_000;

export function grantDemoCredit(
  cents: number = DEMO_CREDIT_CENTS,
  email: string = DEMO_ACCOUNT.email,
  now: number = Date.now(),
): { id: string; email: string; cents: number; expiresOn: string } {
  const account = findAccountByEmail(email);
  if (!account) throw new Error(`no account for ${email}`);
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new Error(`${cents} is not a whole number of cents above 0`);
  const credit = issueCredit(account.id, cents, { kind: 'dev' }, now);
  return { id: credit.id, email: account.email, cents, expiresOn: credit.expiresOn };
}
