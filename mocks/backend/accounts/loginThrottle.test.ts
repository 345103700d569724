import {
  BUSY_WAIT_MS,
  CHECKS_AT_ONCE,
  checkingFor,
  CLIENT_FAILURE_LIMIT,
  countFailure,
  FAILURE_LIMIT,
  FAILURE_WINDOW_MS,
  forgetFailures,
  forgetFailuresOf,
  retryAfterMs,
  tooManyTries,
  tooManyTriesAnswer,
} from './loginThrottle';

const T0 = Date.UTC(2026, 10, 1);
const MINUTE = 60_000;
const ana = (client = '10.0.0.1') => ({ email: 'ana@vitrine.dev', client });

describe('the wrong-password throttle (5 per email and client, 20 per client, within 15 minutes)', () => {
  it('lets five failures through and stops the sixth try', () => {
    for (let i = 0; i < 5; i += 1) {
      expect(retryAfterMs(ana(), T0 + i * MINUTE)).toBeNull();
      countFailure(ana(), T0 + i * MINUTE);
    }
    // The first failure leaves the window 15 minutes after it happened.
    expect(retryAfterMs(ana(), T0 + 5 * MINUTE)).toBe(FAILURE_WINDOW_MS - 5 * MINUTE);
  });

  it('does not hold up the same email from another client: the owner elsewhere gets in', () => {
    for (let i = 0; i < FAILURE_LIMIT; i += 1) countFailure(ana('10.0.0.1'), T0);
    expect(retryAfterMs(ana('10.0.0.1'), T0)).not.toBeNull();
    expect(retryAfterMs(ana('192.168.1.9'), T0)).toBeNull();
  });

  it('stops a client that tries many emails, and only that client', () => {
    for (let i = 0; i < CLIENT_FAILURE_LIMIT; i += 1)
      countFailure({ email: `x${i}@vitrine.dev`, client: '10.0.0.1' }, T0);
    expect(retryAfterMs({ email: 'nova@vitrine.dev', client: '10.0.0.1' }, T0)).toBe(FAILURE_WINDOW_MS);
    expect(retryAfterMs({ email: 'nova@vitrine.dev', client: '10.0.0.2' }, T0)).toBeNull();
  });

  it('counts the email however it is written, and each email apart', () => {
    for (let i = 0; i < 5; i += 1)
      countFailure({ email: i % 2 ? ' ANA@vitrine.dev' : 'ana@Vitrine.dev ', client: 'c' }, T0);
    expect(retryAfterMs({ email: 'ana@vitrine.dev', client: 'c' }, T0)).not.toBeNull();
    expect(retryAfterMs({ email: 'bia@vitrine.dev', client: 'c' }, T0)).toBeNull();
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', '{}', '["x"]'])(
    'counts an email such as %p like any other',
    (email) => {
      expect(retryAfterMs({ email, client: email }, T0)).toBeNull();
      for (let i = 0; i < 5; i += 1) countFailure({ email, client: email }, T0);
      expect(retryAfterMs({ email, client: email }, T0)).not.toBeNull();
      forgetFailuresOf(email);
      expect(retryAfterMs({ email, client: email }, T0)).toBeNull();
    },
  );

  it('forgets failures older than 15 minutes', () => {
    for (let i = 0; i < 5; i += 1) countFailure(ana(), T0);
    expect(retryAfterMs(ana(), T0 + FAILURE_WINDOW_MS - 1)).toBe(1);
    expect(retryAfterMs(ana(), T0 + FAILURE_WINDOW_MS)).toBeNull();
  });

  it('waits for the fifth newest failure when more were counted (tries sent at once)', () => {
    for (let i = 0; i < 8; i += 1) countFailure(ana(), T0 + i * MINUTE);
    expect(retryAfterMs(ana(), T0 + 8 * MINUTE)).toBe(FAILURE_WINDOW_MS - 5 * MINUTE);
  });

  it('forgets a client’s failures at an email after the right password, and that try from its count', () => {
    for (let i = 0; i < 4; i += 1) countFailure(ana(), T0);
    countFailure({ email: 'bia@vitrine.dev', client: '10.0.0.1' }, T0);
    countFailure({ email: 'ANA@vitrine.dev', client: '10.0.0.1' }, T0 + 1);
    forgetFailures({ email: 'ANA@vitrine.dev', client: '10.0.0.1' }, T0 + 1);
    expect(retryAfterMs(ana(), T0 + 1)).toBeNull();
    for (let i = 0; i < 4; i += 1) countFailure({ email: 'bia@vitrine.dev', client: '10.0.0.1' }, T0);
    expect(retryAfterMs({ email: 'bia@vitrine.dev', client: '10.0.0.1' }, T0)).not.toBeNull();
    // Four of Ana's and five of Bia's are left of the client's: fewer than its limit by the one forgotten.
    for (let i = 0; i < CLIENT_FAILURE_LIMIT - 9 - 1; i += 1)
      countFailure({ email: `x${i}@v.dev`, client: '10.0.0.1' }, T0);
    expect(retryAfterMs({ email: 'nova@v.dev', client: '10.0.0.1' }, T0)).toBeNull();
  });

  it('forgets the email’s failures from every client (a completed reset), and no other email’s', () => {
    for (let i = 0; i < 5; i += 1) {
      countFailure(ana('10.0.0.1'), T0);
      countFailure(ana('10.0.0.2'), T0);
      countFailure({ email: 'bia@vitrine.dev', client: '10.0.0.1' }, T0);
    }
    forgetFailuresOf(' Ana@Vitrine.dev');
    expect(retryAfterMs(ana('10.0.0.1'), T0)).toBeNull();
    expect(retryAfterMs(ana('10.0.0.2'), T0)).toBeNull();
    expect(retryAfterMs({ email: 'bia@vitrine.dev', client: '10.0.0.1' }, T0)).not.toBeNull();
  });

  it(`asks a client with ${CHECKS_AT_ONCE} checks running to wait, and no other client`, async () => {
    let finish = () => {};
    const running = new Promise<void>((resolve) => (finish = resolve));
    const checks = Array.from({ length: CHECKS_AT_ONCE }, () => checkingFor('10.0.0.1', () => running));
    expect(retryAfterMs(ana('10.0.0.1'), T0)).toBe(BUSY_WAIT_MS);
    expect(retryAfterMs(ana('10.0.0.2'), T0)).toBeNull();
    finish();
    await Promise.all(checks);
    expect(retryAfterMs(ana('10.0.0.1'), T0)).toBeNull();
  });

  it.each([
    [14 * MINUTE + 1, 'Muitas tentativas. Tente de novo em 15 minutos.'],
    [2 * MINUTE, 'Muitas tentativas. Tente de novo em 2 minutos.'],
    [1, 'Muitas tentativas. Tente de novo em 1 minuto.'],
  ])('says how long to wait (%p ms)', (wait, message) => {
    expect(tooManyTries(wait)).toBe(message);
  });

  it('answers 429 with Retry-After in whole seconds, under the form’s field when named', () => {
    expect(tooManyTriesAnswer(14 * MINUTE + 1)).toEqual({
      status: 429,
      data: { message: 'Muitas tentativas. Tente de novo em 15 minutos.' },
      headers: { 'retry-after': '841' },
    });
    expect(tooManyTriesAnswer(1, 'password')).toMatchObject({
      data: { field: 'password' },
      headers: { 'retry-after': '1' },
    });
  });
});
