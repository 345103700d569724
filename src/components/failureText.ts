import { shownFailure } from '../api/types';
import { FAILURE_TEXT } from './LoadFailed';

/**
 * What a failed call says: a refusal (4xx) in the backend's own Portuguese
 * message, which names what to fix; any other failure as `what` followed by
 * its reason (docs/FAILURES.md), never a status code.
 */
export function failureText(error: unknown, what: string): string {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: { message?: unknown } };
  if (typeof status === 'number' && status >= 400 && status < 500 && typeof data?.message === 'string')
    return data.message;
  return `${what} ${FAILURE_TEXT[shownFailure(error)]}`;
}

/** True for a refusal: asking again would get the same answer. */
export const isRefusal = (error: unknown): boolean => {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/** The shipping quote's failure, the same line on the product page and at 'Entrega' (docs/FAILURES.md). */
export const SHIPPING_QUOTE_FAILED = 'Não foi possível calcular o frete.';
