import { digestOf, SECRET_PATTERN } from './secrets';
import { forgetResetsOf, issueReset, RESET_TTL_MS, spendReset } from './passwordResets';

const T0 = Date.UTC(2026, 10, 1);

describe('password reset tokens', () => {
  it('issues a random token and keeps only its digest', () => {
    const token = issueReset('7', T0);
    expect(token).toMatch(SECRET_PATTERN);
    const disk = JSON.stringify(localStorage);
    expect(disk).not.toContain(token);
    expect(disk).toContain(digestOf(token));
  });

  it('works once', () => {
    const token = issueReset('7', T0);
    expect(spendReset(token, T0 + 1000)).toBe('7');
    expect(spendReset(token, T0 + 2000)).toBeNull();
  });

  it('expires 30 minutes after it was issued', () => {
    const late = issueReset('7', T0);
    const inTime = issueReset('8', T0);
    expect(spendReset(late, T0 + RESET_TTL_MS)).toBeNull();
    expect(spendReset(inTime, T0 + RESET_TTL_MS - 1)).toBe('8');
  });

  it("ends the account's other links with the one spent, and no one else's", () => {
    const [first, second, other] = [issueReset('7', T0), issueReset('7', T0), issueReset('8', T0)];
    expect(spendReset(second, T0)).toBe('7');
    expect(spendReset(first, T0)).toBeNull();
    expect(spendReset(other, T0)).toBe('8');
  });

  it("ends the account's earlier link when a newer one is issued, and no one else's", () => {
    const [older, other] = [issueReset('7', T0), issueReset('8', T0)];
    const newer = issueReset('7', T0 + 1000);
    expect(spendReset(older, T0 + 2000)).toBeNull();
    expect(spendReset(newer, T0 + 2000)).toBe('7');
    expect(spendReset(other, T0 + 2000)).toBe('8');
  });

  it("ends the account's link when asked (a new password, signing out everywhere, a deletion)", () => {
    const [mine, other] = [issueReset('7', T0), issueReset('8', T0)];
    forgetResetsOf('7', T0);
    expect(spendReset(mine, T0)).toBeNull();
    expect(spendReset(other, T0)).toBe('8');
  });

  it.each(['', 'x', 'a'.repeat(43), 'a'.repeat(500), '../../etc'])('knows nothing of %p', (token) => {
    issueReset('7', T0);
    expect(spendReset(token, T0)).toBeNull();
  });
});
