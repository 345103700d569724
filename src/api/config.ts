/**
 * How the shop reaches its backend, fixed at build time (README: "Working
 * with the fake backend"). Imported by the page's entry, so it stays tiny.
 */

/** A request unanswered after this long fails with TIMEOUT_ERROR (API_TIMEOUT_MS). */
export const REQUEST_TIMEOUT_MS = Number(process.env.API_TIMEOUT_MS) || 10_000;

/** API_URL: a real server (`npm run api`) reached with fetchBaseQuery; empty: the fake backend in mocks/. */
export const API_URL = process.env.API_URL ?? '';
