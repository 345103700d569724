/**
 * The contract between the shop and its backend (today the fake in mocks/).
 * Prices are integer cents; the retailer's text format never crosses this line.
 */
import type { Installments } from '../lib/money';

export interface ProductSize {
  size: string;
  available: boolean;
  sku: string;
}

export interface Product {
  /** The retailer's code_color: unique per product and colour. */
  id: string;
  name: string;
  style: string;
  color: string;
  colorSlug: string;
  onSale: boolean;
  regularPriceCents: number;
  actualPriceCents: number;
  /** 0 when there is no discount. */
  discountPercent: number;
  installments: Installments;
  /** Empty when the catalogue has no image for it. */
  image: string;
  sizes: ProductSize[];
}

/** What the shop knows about a signed-in shopper: never the password. */
export interface User {
  id: string;
  email: string;
  name: string;
}

export interface CartLine {
  sku: string;
  productId: string;
  size: string;
  quantity: number;
}

export interface Credentials {
  email: string;
  password: string;
}

export interface SessionPayload {
  user: User;
  token: string;
  cart: CartLine[];
}

export interface ProductQuery {
  name: string;
  /** color_slug, carried by card and menu links so same-name products resolve. */
  color?: string;
}

/**
 * Errors come back as values, in the shape fetchBaseQuery gives them, so the
 * fake backend and a real server over HTTP fail alike: an HTTP status with the
 * server's message, or a request that never got an answer.
 */
export type ApiError =
  | { status: number; data: { message: string } }
  /** No connection: the request failed before any answer. */
  | { status: 'FETCH_ERROR'; error: string }
  /** No answer within the request's time-out (src/api/apiSlice.ts). */
  | { status: 'TIMEOUT_ERROR'; error: string }
  /** An answer that is not JSON. */
  | { status: 'PARSING_ERROR'; originalStatus: number; data: string; error: string };

/** What kind of failure an error is, for the screens that explain it. */
export type FailureReason = 'notFound' | 'unauthorized' | 'server' | 'offline' | 'timeout';

export function failureReason(error: unknown): FailureReason {
  const status = (error as { status?: unknown } | undefined)?.status;
  if (status === 404) return 'notFound';
  if (status === 401) return 'unauthorized';
  if (status === 'FETCH_ERROR') return 'offline';
  if (status === 'TIMEOUT_ERROR') return 'timeout';
  return 'server';
}

/** The reason a screen shows for a load that failed for any reason but "not found" or "signed out". */
export function shownFailure(error: unknown): 'server' | 'offline' | 'timeout' {
  const reason = failureReason(error);
  return reason === 'offline' || reason === 'timeout' ? reason : 'server';
}
