import type { SessionPayload } from '../../api/types';
import { makeStore } from '../../app/store';
import { selectSessionExpired } from './useSignInAgain';
import {
  loggedIn,
  loggedOut,
  renamed,
  selectIsLoggedIn,
  selectToken,
  selectUser,
  selectUserName,
  sessionExpired,
  sessionRestored,
} from './sessionSlice';
import { MARIA } from '../../test/shopper';

const maria = MARIA;
const payload = (token: string, name = 'Maria'): SessionPayload => ({
  user: { ...maria, name },
  token,
  cart: { lines: [], version: 0 },
});

describe('session slice (logged in while a token is held)', () => {
  it('starts anonymous', () => {
    const state = makeStore().getState();
    expect(selectIsLoggedIn(state)).toBe(false);
    expect(selectToken(state)).toBeNull();
    expect(selectUserName(state)).toBeNull();
  });

  it('holds token and user after loggedIn', () => {
    const store = makeStore();
    store.dispatch(loggedIn(payload('t1')));
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(selectToken(store.getState())).toBe('t1');
    expect(selectUser(store.getState())).toEqual(maria);
    expect(selectUserName(store.getState())).toBe('Maria');
  });

  it('takes the user the backend confirms for the same token', () => {
    const store = makeStore({
      preloadedState: { session: { token: 't1', user: { id: '', email: '', name: 'Mari' } } },
    });
    store.dispatch(sessionRestored(payload('t1', 'Maria')));
    expect(selectUser(store.getState())).toEqual(maria);
  });

  it('ignores a confirmation for another token', () => {
    const store = makeStore({ preloadedState: { session: { token: 't2', user: null } } });
    store.dispatch(sessionRestored(payload('t1')));
    expect(selectToken(store.getState())).toBe('t2');
    expect(selectUser(store.getState())).toBeNull();
  });

  it.each([
    ['loggedOut', loggedOut()],
    ['sessionExpired', sessionExpired({ userId: maria.id })],
  ])('becomes anonymous on %s', (_label, action) => {
    const store = makeStore();
    store.dispatch(loggedIn(payload('t1')));
    store.dispatch(action);
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(selectUser(store.getState())).toBeNull();
  });

  it('remembers that the backend refused the session until the next sign-in or logout', () => {
    const store = makeStore();
    store.dispatch(loggedIn(payload('t1')));
    expect(selectSessionExpired(store.getState())).toBe(false);
    store.dispatch(sessionExpired({ userId: maria.id }));
    expect(selectSessionExpired(store.getState())).toBe(true);
    store.dispatch(loggedIn(payload('t1')));
    expect(selectSessionExpired(store.getState())).toBe(false);
    store.dispatch(sessionExpired({ userId: maria.id }));
    store.dispatch(loggedOut());
    expect(selectSessionExpired(store.getState())).toBe(false);
  });
});

describe("the account's new name ('Minha conta')", () => {
  it('session/renamed: the greeting and the stored user take the new name, the session stays', () => {
    const store = makeStore();
    store.dispatch(loggedIn(payload('t1')));
    store.dispatch(renamed({ name: 'Maria Clara' }));
    expect(selectUserName(store.getState())).toBe('Maria Clara');
    expect(selectUser(store.getState())).toEqual({ ...maria, name: 'Maria Clara' });
    expect(selectToken(store.getState())).toBe('t1');
  });

  it('leaves a signed-out session alone', () => {
    const store = makeStore();
    store.dispatch(renamed({ name: 'Maria Clara' }));
    expect(selectUser(store.getState())).toBeNull();
  });
});
