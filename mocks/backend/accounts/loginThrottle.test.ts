import { countFailure, FAILURE_WINDOW_MS, forgetFailures, retryAfterMs, tooManyTries } from './loginThrottle';

const T0 = Date.UTC(2026, 10, 1);
const MINUTE = 60_000;

describe('the wrong-password throttle (5 per email within 15 minutes)', () => {
  it('lets five failures through and stops the sixth try', () => {
    for (let i = 0; i < 5; i += 1) {
      expect(retryAfterMs('ana@vitrine.dev', T0 + i * MINUTE)).toBeNull();
      countFailure('ana@vitrine.dev', T0 + i * MINUTE);
    }
    // The first failure leaves the window 15 minutes after it happened.
    expect(retryAfterMs('ana@vitrine.dev', T0 + 5 * MINUTE)).toBe(FAILURE_WINDOW_MS - 5 * MINUTE);
  });

  it('counts the email however it is written, and each email apart', () => {
    for (let i = 0; i < 5; i += 1) countFailure(i % 2 ? ' ANA@vitrine.dev' : 'ana@Vitrine.dev ', T0);
    expect(retryAfterMs('ana@vitrine.dev', T0)).not.toBeNull();
    expect(retryAfterMs('bia@vitrine.dev', T0)).toBeNull();
  });

  it('forgets failures older than 15 minutes', () => {
    for (let i = 0; i < 5; i += 1) countFailure('ana@vitrine.dev', T0);
    expect(retryAfterMs('ana@vitrine.dev', T0 + FAILURE_WINDOW_MS - 1)).toBe(1);
    expect(retryAfterMs('ana@vitrine.dev', T0 + FAILURE_WINDOW_MS)).toBeNull();
  });

  it('waits for the fifth newest failure when more were counted (tries sent at once)', () => {
    for (let i = 0; i < 8; i += 1) countFailure('ana@vitrine.dev', T0 + i * MINUTE);
    expect(retryAfterMs('ana@vitrine.dev', T0 + 8 * MINUTE)).toBe(FAILURE_WINDOW_MS - 5 * MINUTE);
  });

  it('forgets an email’s failures after the right password', () => {
    for (let i = 0; i < 5; i += 1) countFailure('ana@vitrine.dev', T0);
    countFailure('bia@vitrine.dev', T0);
    forgetFailures('ANA@vitrine.dev');
    expect(retryAfterMs('ana@vitrine.dev', T0)).toBeNull();
    for (let i = 0; i < 4; i += 1) countFailure('bia@vitrine.dev', T0);
    expect(retryAfterMs('bia@vitrine.dev', T0)).not.toBeNull();
  });

  it.each([
    [14 * MINUTE + 1, 'Muitas tentativas. Tente de novo em 15 minutos.'],
    [2 * MINUTE, 'Muitas tentativas. Tente de novo em 2 minutos.'],
    [1, 'Muitas tentativas. Tente de novo em 1 minuto.'],
  ])('says how long to wait (%p ms)', (wait, message) => {
    expect(tooManyTries(wait)).toBe(message);
  });
});
