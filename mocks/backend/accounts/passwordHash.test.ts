import { DEMO_USER } from '../../demoLogin';
import { DEMO_ACCOUNT } from './accountStore';
import { hashPassword, isPasswordHash, PBKDF2_ITERATIONS, pbkdf2, verifyPassword } from './passwordHash';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const text = (value: string) => new TextEncoder().encode(value);

describe('pbkdf2 (PBKDF2-HMAC-SHA256, WebCrypto)', () => {
  // RFC 7914 (scrypt), section 11: the PBKDF2-HMAC-SHA256 test vectors.
  it('gives RFC 7914’s vector for P="passwd", S="salt", c=1, dkLen=64', async () => {
    expect(hex(await pbkdf2('passwd', text('salt'), 1, 64))).toBe(
      '55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc' +
        '49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783',
    );
  });

  it('gives RFC 7914’s vector for P="Password", S="NaCl", c=80000, dkLen=64', async () => {
    expect(hex(await pbkdf2('Password', text('NaCl'), 80_000, 64))).toBe(
      '4ddcd8f60b98be21830cee5ef22701f9641a4418d04c0414aeff08876b34ab56' +
        'a1d425a1225833549adb841b51c9b3176a272bdebba1d078478f62b397f33c8d',
    );
  });
});

describe('hashPassword and verifyPassword', () => {
  it('stores the cost, a salt and the hash, never the password', async () => {
    const stored = await hashPassword('abc12345', 1000);
    expect(stored).toMatch(/^pbkdf2-sha256\$1000\$[\w-]{22}\$[\w-]{43}$/);
    expect(stored).not.toContain('abc12345');
    expect(isPasswordHash(stored)).toBe(true);
  });

  it('salts each hash afresh: the same password hashes differently', async () => {
    expect(await hashPassword('abc12345', 1000)).not.toBe(await hashPassword('abc12345', 1000));
  });

  it('hashes at the recommended cost unless told otherwise', async () => {
    expect((await hashPassword('abc12345')).split('$')[1]).toBe(String(PBKDF2_ITERATIONS));
  });

  it('verifies the right password only, exactly', async () => {
    const stored = await hashPassword('abc12345', 1000);
    expect(await verifyPassword('abc12345', stored)).toBe(true);
    expect(await verifyPassword('abc123456', stored)).toBe(false);
    expect(await verifyPassword('ABC12345', stored)).toBe(false);
    expect(await verifyPassword(' abc12345', stored)).toBe(false);
  });

  it.each(['', 'abc12345', 'pbkdf2-sha256$0$a$b', 'md5$1$a$b', 'pbkdf2-sha256$1000$%%$b', 'pbkdf2-sha256$1000$a'])(
    'matches nothing against a malformed stored hash %p',
    async (stored) => {
      expect(isPasswordHash(stored)).toBe(false);
      expect(await verifyPassword('abc12345', stored)).toBe(false);
    },
  );

  it('refuses the password with NUL bytes after it, which HMAC would take for the same key', async () => {
    const stored = await hashPassword('abc12345', 1000);
    for (const padded of ['abc12345\u0000', 'abc12345\u0000\u0000']) {
      expect(await verifyPassword(padded, stored)).toBe(false);
    }
    expect(await verifyPassword(`${DEMO_USER.password}\u0000`, DEMO_ACCOUNT.passwordHash)).toBe(false);
  });

  it("keeps the demo shopper's README password as a hash that verifies", async () => {
    expect(DEMO_ACCOUNT.passwordHash).not.toContain(DEMO_USER.password);
    expect(await verifyPassword(DEMO_USER.password, DEMO_ACCOUNT.passwordHash)).toBe(true);
  });
});
