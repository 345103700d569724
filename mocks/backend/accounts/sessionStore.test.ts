import { digestOf, SECRET_PATTERN } from './secrets';
import {
  addSession,
  endSession,
  endSessionsOf,
  findSession,
  openSession,
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
} from './sessionStore';

const T0 = Date.UTC(2026, 10, 1);
const HOUR = 60 * 60 * 1000;

describe('the session store', () => {
  it('issues a random secret, and keeps only its digest', () => {
    const secret = openSession('7', T0);
    expect(secret).toMatch(SECRET_PATTERN);
    expect(openSession('7', T0)).not.toBe(secret);
    const session = findSession(digestOf(secret), T0 + 1);
    expect(session).toMatchObject({ userId: '7', createdAt: T0 });
    const disk = JSON.stringify(localStorage);
    expect(disk).toContain(digestOf(secret));
    expect(disk).not.toContain(secret);
  });

  it('knows no session for an unknown digest or none', () => {
    addSession('a'.repeat(64), '7', T0);
    expect(findSession('b'.repeat(64), T0)).toBeNull();
    expect(findSession(undefined, T0)).toBeNull();
  });

  it('ends a session after 30 days unused, and keeps one in use alive', () => {
    const [idle, used] = ['1'.repeat(64), '2'.repeat(64)];
    addSession(idle, '7', T0);
    addSession(used, '7', T0);
    for (let day = 1; day <= 40; day += 1) expect(findSession(used, T0 + day * 24 * HOUR)).not.toBeNull();
    expect(findSession(idle, T0 + 40 * 24 * HOUR)).toBeNull();
  });

  it('expires an idle session at 30 days to the millisecond', () => {
    addSession('3'.repeat(64), '7', T0);
    expect(findSession('3'.repeat(64), T0 + SESSION_IDLE_MS - 1)).not.toBeNull();
    addSession('4'.repeat(64), '7', T0);
    expect(findSession('4'.repeat(64), T0 + SESSION_IDLE_MS)).toBeNull();
  });

  it('ends any session 90 days after the sign-in, however much it is used', () => {
    const digest = '5'.repeat(64);
    addSession(digest, '7', T0);
    for (let day = 10; day < 90; day += 10) expect(findSession(digest, T0 + day * 24 * HOUR)).not.toBeNull();
    expect(findSession(digest, T0 + SESSION_MAX_MS)).toBeNull();
  });

  it('ends one session, the others staying', () => {
    addSession('6'.repeat(64), '7', T0);
    addSession('7'.repeat(64), '7', T0);
    expect(endSession('6'.repeat(64), T0)).toBe(true);
    expect(endSession('6'.repeat(64), T0)).toBe(false);
    expect(findSession('6'.repeat(64), T0)).toBeNull();
    expect(findSession('7'.repeat(64), T0)).not.toBeNull();
  });

  it("ends every session of one account (but the one kept), and no one else's", () => {
    addSession('8'.repeat(64), '7', T0);
    addSession('9'.repeat(64), '7', T0);
    addSession('c'.repeat(64), '7', T0);
    addSession('d'.repeat(64), '8', T0);
    expect(endSessionsOf('7', T0, 'c'.repeat(64))).toBe(2);
    expect(findSession('8'.repeat(64), T0)).toBeNull();
    expect(findSession('9'.repeat(64), T0)).toBeNull();
    expect(findSession('c'.repeat(64), T0)).not.toBeNull();
    expect(findSession('d'.repeat(64), T0)).not.toBeNull();
    expect(endSessionsOf('7', T0)).toBe(1);
  });

  it.each(['not json', '{"sessions":[{"digest":"x","userId":1}]}', '[1,2]'])(
    'reads junk on its disk %p as no session',
    (raw) => {
      localStorage.setItem('@context-amaro:server-sessions', raw);
      expect(findSession('x', T0)).toBeNull();
    },
  );
});
