/**
 * Passwords are kept only as a slow, salted hash: PBKDF2-HMAC-SHA256 from
 * WebCrypto, which the browser (the in-page backend) and Node (`npm run api`)
 * both have. The stored text names its own cost and salt,
 * `pbkdf2-sha256$<iterations>$<salt>$<hash>` (base64url), so the cost can be
 * raised later without locking anyone out.
 */
import { base64url, fromBase64url, sameBytes } from './secrets';

/** OWASP's figure for PBKDF2-HMAC-SHA256 (Password Storage Cheat Sheet, 2023): 600 000 iterations. */
export const PBKDF2_ITERATIONS = 600_000;
const SALT_BYTES = 16;
const HASH_BYTES = 32;
const SCHEME = 'pbkdf2-sha256';

/** PBKDF2-HMAC-SHA256 of the password (UTF-8) with this salt: `bytes` bytes. */
export async function pbkdf2(
  password: string,
  salt: Uint8Array,
  iterations: number,
  bytes = HASH_BYTES,
): Promise<Uint8Array> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: new Uint8Array(salt), iterations },
    key,
    bytes * 8,
  );
  return new Uint8Array(bits);
}

/** The text to store for a new password: a fresh random salt each time. */
export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await pbkdf2(password, salt, iterations);
  return [SCHEME, iterations, base64url(salt), base64url(hash)].join('$');
}

interface StoredHash {
  iterations: number;
  salt: Uint8Array;
  hash: Uint8Array;
}

function readStored(stored: string): StoredHash | null {
  const [scheme, iterations, salt, hash, extra] = stored.split('$');
  const count = Number(iterations);
  if (scheme !== SCHEME || extra !== undefined || !salt || !hash) return null;
  if (!Number.isSafeInteger(count) || count < 1 || count > 10_000_000) return null;
  try {
    return { iterations: count, salt: fromBase64url(salt), hash: fromBase64url(hash) };
  } catch {
    return null;
  }
}

/**
 * True when the password is the one this stored hash was made from. A malformed
 * hash matches nothing, and so does a password with a NUL: HMAC pads its key
 * with zero bytes, so '123456\0' would pass for '123456' (the password rule
 * refuses control characters, src/rules/account.ts).
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = readStored(stored);
  if (!parsed || password.includes('\u0000')) return false;
  const hash = await pbkdf2(password, parsed.salt, parsed.iterations, parsed.hash.length);
  return sameBytes(hash, parsed.hash);
}

/** True for text in the stored form (the disk's decoder keeps only these). */
export const isPasswordHash = (value: unknown): value is string =>
  typeof value === 'string' && readStored(value) !== null;
