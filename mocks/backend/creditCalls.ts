/**
 * The vale-troca's calls: the signed-in shopper's store credits (credits.ts), for 'Minha conta' and
 * the checkout's review. A file of its own, fetched with the checkout's calls (checkout/calls.ts
 * lists them), which spend the credit with an order: no second download, and no further entry in
 * the first download's map of files.
 */
import type { StoreCredits } from '../../src/api/types';
import { totalSpendableCents } from '../../src/rules/storeCredit';
import { shopperOf } from './accounts/shopper';
import { creditsOf, publicCredit } from './credits';
import { call, ok, SESSION_EXPIRED } from './route';

export const calls = [
  call({
    name: 'storeCredits',
    method: 'GET',
    path: '/account/credits',
    // A small read of the shopper's own credits, as long as the last address's.
    latencyMs: 500,
    whenFailing: "'Não foi possível carregar seu vale-troca.'; the review uses none",
    handle: (request) => {
      const user = shopperOf(request);
      if (!user) return SESSION_EXPIRED;
      const now = Date.now();
      const credits = creditsOf(user.id);
      // Newest first; the balance is what can still be spent now.
      const answer: StoreCredits = {
        balanceCents: totalSpendableCents(credits, now),
        credits: credits.map(publicCredit).reverse(),
      };
      return ok(answer);
    },
  }),
];
