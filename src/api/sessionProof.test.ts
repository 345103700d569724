import { forgetSessionProofs, keepSessionProof, readStoredProofWith, sessionSecretFor } from './sessionProof';

const SESSION = { user: { id: '1', email: 'maria@vitrine.dev', name: 'Maria' }, token: 't1' };
const cart = { lines: [], version: 0 };
const SECRET = 'first-secret-of-the-session-proof-tests-000';
const NEWER = 'newer-secret-of-the-session-proof-tests-000';

afterEach(() => forgetSessionProofs());

describe('the session’s secret, held apart from Redux', () => {
  it('takes the secret out of a sign-in’s answer, and gives it for that session’s token only', () => {
    expect(keepSessionProof({ ...SESSION, cart, secret: SECRET })).toEqual({ ...SESSION, cart });
    expect(sessionSecretFor('t1')).toBe(SECRET);
    expect(sessionSecretFor('t2')).toBeNull();
    expect(sessionSecretFor(null)).toBeNull();
  });

  it('reads the stored one once the storage holds it (another tab may store a newer one)', () => {
    let stored = { token: 't1', secret: SECRET };
    const proofs = readStoredProofWith(() => stored);
    keepSessionProof({ ...SESSION, cart, secret: SECRET });
    proofs.proofStored({ token: 't1', secret: SECRET });
    stored = { token: 't1', secret: NEWER };
    expect(sessionSecretFor('t1')).toBe(NEWER);
  });

  it('keeps it in memory when the storage cannot give it back (storage that throws or refuses)', () => {
    const proofs = readStoredProofWith(() => null);
    keepSessionProof({ ...SESSION, cart, secret: SECRET });
    proofs.proofStored({ token: 't1', secret: SECRET });
    expect(sessionSecretFor('t1')).toBe(SECRET);
  });
});
