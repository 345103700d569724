import { createHash, randomBytes } from 'node:crypto';
import { sha256 } from './sha256';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const text = (value: string) => new TextEncoder().encode(value);

describe('sha256', () => {
  // FIPS 180-4 examples (NIST's "SHA-256" example values).
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
  ])('gives the standard digest of %p', (message, digest) => {
    expect(hex(sha256(text(message)))).toBe(digest);
  });

  it("agrees with Node's on every length around the block's edges", () => {
    for (let size = 0; size <= 200; size += 1) {
      const bytes = randomBytes(size);
      expect([size, hex(sha256(bytes))]).toEqual([size, createHash('sha256').update(bytes).digest('hex')]);
    }
  });
});
