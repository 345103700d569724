/**
 * The vale-troca's front door (store credit, src/rules/storeCredit.ts): its call, the review's
 * hook and its lines in an order's figures, and 'Minha conta''s hook. Imported only by code that
 * arrives with its pages (the checkout's review, the order page, 'Minha conta''s section), never
 * by the first download.
 */
export { creditApi, useGetStoreCreditsQuery } from './creditApi';
export { CreditLines } from './CreditLines';
export { useReviewCredit } from './useReviewCredit';
export { useStoreCredits } from './useStoreCredits';
