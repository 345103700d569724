/**
 * The session's secret: what proves the signed-in shopper to the server on
 * every call (`Authorization: Bearer <secret>`). It never enters Redux (state,
 * actions, the DevTools), so it waits here: a sign-in's answer leaves it
 * (`keepSessionProof`, before RTK Query sees the answer), the base query reads
 * it for each request, and src/app/persistence/ keeps it in its own storage
 * key beside the token it belongs to, where every tab reads it.
 */
import type { NewSession, SessionPayload } from './types';

export interface SessionProof {
  /** The spec's token of the session this secret proves (the state's `session.token`). */
  token: string;
  secret: string;
}

/** The proofs this tab received (the latest for each token), until the browser's storage holds them. */
const received = new Map<string, string>();
/** Reads the proof the browser's storage holds (src/app/persistence/), when there is one. */
let stored: (() => SessionProof | null) | null = null;
/** The stored proof last read, for its token. */
let lastRead: SessionProof | null = null;

/** A sign-in's answer without its secret, which is held here: what RTK Query and Redux may keep. */
export function keepSessionProof({ secret, ...session }: NewSession): SessionPayload {
  received.set(session.token, secret);
  return session;
}

/** The secret proving the session this token names, or null (signed out, or another shopper's proof). */
export function sessionSecretFor(token: string | null): string | null {
  if (!token) return null;
  const secret = received.get(token);
  if (secret) return secret;
  const proof = stored?.();
  if (proof?.token === token) {
    lastRead = proof;
    return proof.secret;
  }
  // Another tab may be part-way through storing a new shopper's proof (before its token): until
  // this tab follows it, its own shopper's requests go on with the proof last read for them.
  return lastRead?.token === token ? lastRead.secret : null;
}

/**
 * For src/app/persistence/: where the stored proof is read from now on. It
 * answers how to stop reading there, and how to say that a proof is stored
 * there: then every tab reads that one (so another tab's newer proof for the
 * same session, after a new password, is the one sent). Only the storage read
 * now may say so (a test's store left running may write another).
 */
export function readStoredProofWith(read: () => SessionProof | null): {
  stop: () => void;
  proofStored: (proof: SessionProof) => void;
} {
  stored = read;
  return {
    stop: () => {
      if (stored === read) stored = null;
    },
    proofStored: ({ token, secret }) => {
      // Only once the storage gives it back: a storage that cannot be read keeps it here.
      if (stored === read && received.get(token) === secret && read()?.secret === secret) received.delete(token);
    },
  };
}

/** For tests: no proof held. */
export function forgetSessionProofs(): void {
  received.clear();
  stored = null;
  lastRead = null;
}
