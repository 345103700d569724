/**
 * The fake backend's secrets: random values from WebCrypto (the same API in
 * the browser and in Node), and the digest the server keeps in their place.
 * A session secret or a reset token is stored only as its SHA-256: with 256
 * random bits, a fast hash is enough, and the server's disk (localStorage in
 * the page, files with `npm run api`) never holds a secret that would work.
 */
import { sha256 } from './sha256';

/** Bytes as base64url without padding: safe in a header, a URL and JSON. */
export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** 32 random bytes, base64url: 43 characters. */
export function randomSecret(bytes = 32): string {
  return base64url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** What a secret looks like on the wire (randomSecret's form); anything else is no secret of ours. */
export const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** SHA-256 of the text, as hex: what the server keeps of a secret (synchronous: sha256.ts says why). */
export function digestOf(secret: string): string {
  return [...sha256(new TextEncoder().encode(secret))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Equal bytes, compared in time that does not depend on where they differ. */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}
