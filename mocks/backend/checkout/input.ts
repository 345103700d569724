/**
 * Reading what a client sends, which may be anything JSON can hold (* "nothing a client sends may throw"). A bad value is an answer, never an
 * exception: 400 when the request is malformed, 422 when it is well-formed
 * but cannot be accepted.
 */
import { fail, type MockResponse } from '../route';

export { isRecord } from '../values';

/** A refusal on its way to becoming the answer. */
export interface Refusal {
  refused: MockResponse;
}

export const refuse = (status: 400 | 402 | 404 | 409 | 422, message: string): Refusal => ({
  refused: fail(status, message),
});

export function isRefusal(value: unknown): value is Refusal {
  return typeof value === 'object' && value !== null && 'refused' in value;
}

/** A string of at most `max` characters, else null: long junk is refused before any other reading. */
export function text(value: unknown, max: number): string | null {
  return typeof value === 'string' && value.length <= max ? value : null;
}

/** The `Idempotency-Key` header's form: 8 to 100 of [A-Za-z0-9_-]. */
export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{8,100}$/.test(value);
}

/** A CEP written as 00000-000 or 8 digits (spaces around allowed), as 8 digits; else null. */
export function strictCep(value: unknown): string | null {
  const cep = text(value, 20)?.trim();
  return cep && /^\d{5}-?\d{3}$/.test(cep) ? cep.replace('-', '') : null;
}
