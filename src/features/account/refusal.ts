import type { ApiError } from '../../api/types';

/**
 * The server's refusal of one of the form's fields (422 a rule, 403 a wrong
 * current password, 429 too many wrong ones), to show under that field; null
 * for any other failure, and for a refusal that names no field (a sign-up's
 * taken data, 409, names neither the email nor the CPF).
 */
export function refusalOf<Field extends string>(
  error: ApiError,
  fields: readonly Field[],
): { field: Field; message: string } | null {
  if (![403, 409, 422, 429].includes(error.status as number)) return null;
  const data = 'data' in error ? (error.data as { field?: unknown; message?: unknown } | undefined) : undefined;
  const field = fields.find((name) => name === data?.field);
  return field && typeof data?.message === 'string' ? { field, message: data.message } : null;
}
