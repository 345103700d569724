import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { catalogApi } from '../src/features/products/catalogApi';
import { selectCatalogue, selectCatalogueLoaded } from '../src/features/products/catalogSelectors';
import { sessionApi } from '../src/features/session/sessionApi';
import { makeStore } from '../src/app/store';
import { allProducts } from './backend/catalogue';
import { preloadCatalogue, takeEarlyAnswer } from '../src/api/preload';
import { createFakeBaseQuery, type FakeArgs } from './fakeBaseQuery';
import { routes } from './backend/routes';
import { setLatencyOverride } from './devtools/latency';
import { tokenFor } from './backend/users';
import { DEMO_TOKEN, DEMO_USER, sessionWith } from './testFixtures';
import { keepSessionProof } from '../src/api/sessionProof';
import { cartLine, REGATA, VESTIDO_AZUL } from '../src/test/products';

// The demo shopper's session (DEMO_TOKEN is its secret), live again after each test's fresh disk.
beforeEach(() => sessionWith(DEMO_TOKEN, DEMO_USER.id));

/** The parts of RTK Query's BaseQueryApi the fake reads. */
function fakeApi(state: unknown = {}, signal = new AbortController().signal): BaseQueryApi {
  return {
    signal,
    getState: () => state,
    dispatch: jest.fn(),
    abort: jest.fn(),
    extra: undefined,
    endpoint: 'test',
    type: 'query',
  };
}

const withToken = createFakeBaseQuery({
  takeEarlyAnswer,
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as { token?: string }).token;
    return token ? { ...headers, authorization: `Bearer ${token}` } : headers;
  },
});

/** Watches the GET /products handler of the fake backend. */
const productsHandler = () =>
  jest.spyOn(
    routes.find((r) => r.method === 'GET' && r.path === '/products')!,
    'handle',
  );

function call(args: FakeArgs, api = fakeApi()) {
  return Promise.resolve(withToken(args, api, {}));
}

afterEach(() => jest.restoreAllMocks());

describe('createFakeBaseQuery called directly', () => {
  it('routes { url } to the handlers and returns { data }', async () => {
    const result = await call({ url: '/products' });
    expect(result).toEqual({ data: allProducts() });
  });

  it('answers an unknown route with a 404 error value, another method on a known path with 405, never a throw', async () => {
    await expect(call({ url: '/nowhere' })).resolves.toEqual({
      error: { status: 404, data: { message: 'Endereço não encontrado na API.' } },
    });
    await expect(call({ url: '/cart', method: 'DELETE' })).resolves.toEqual({
      error: { status: 405, data: { message: 'Método não permitido neste endereço.' } },
    });
  });

  it('reads query strings from the url and from params', async () => {
    const fromUrl = await call('/products/VESTIDO%20MIDI%20FLORAL?cor=azul-marinho');
    const fromParams = await call({ url: '/products/VESTIDO%20MIDI%20FLORAL', params: { cor: 'azul-marinho' } });
    expect(fromUrl.data).toMatchObject({ id: VESTIDO_AZUL.id });
    expect(fromParams.data).toMatchObject({ id: VESTIDO_AZUL.id });
  });

  it('answers with a copy, so mutating one answer does not change the next', async () => {
    const first = (await call('/products')).data as Array<{ name: string }>;
    first[0]!.name = 'CHANGED';
    first.pop();
    const second = (await call('/products')).data as Array<{ name: string }>;
    expect(second).toHaveLength(allProducts().length);
    expect(second[0]!.name).toBe('VESTIDO MIDI FLORAL');
  });

  it('sends the handlers a copy of the body', async () => {
    const lines = [cartLine(REGATA, 'M')];
    await call(
      { url: '/cart', method: 'PUT', body: { lines }, headers: { 'If-Match': '"0"' } },
      fakeApi({ token: DEMO_TOKEN }),
    );
    lines[0]!.quantity = 99;
    const saved = await call('/cart', fakeApi({ token: DEMO_TOKEN }));
    expect(saved.data).toEqual({ lines: [expect.objectContaining({ quantity: 1 })], version: 1 });
  });

  it('adds the bearer token from prepareHeaders to the request', async () => {
    await expect(call('/session', fakeApi({ token: DEMO_TOKEN }))).resolves.toMatchObject({
      data: { token: tokenFor(DEMO_USER) },
    });
    await expect(call('/session', fakeApi({}))).resolves.toMatchObject({ error: { status: 401 } });
  });

  it('reports a handler that throws as a 500 and logs it', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(routes[0]!, 'handle').mockImplementationOnce(() => {
      throw new Error('boom');
    });
    await expect(call('/products')).resolves.toMatchObject({ error: { status: 500 } });
    expect(error).toHaveBeenCalledTimes(1);
  });
});

describe('the configured delay', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    setLatencyOverride(2000);
  });
  afterEach(() => jest.useRealTimers());

  it('does not answer before the delay has passed', async () => {
    let settled = false;
    void call('/products').then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(1999);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });

  it('uses each route’s own default when there is no override', async () => {
    setLatencyOverride(null);
    let settled = false;
    // A sign-in refused at once: no password is hashed (which takes real time) before the delay.
    void call({ url: '/login', method: 'POST', body: {} }).then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });

  it('answers 499 when the request is aborted while waiting', async () => {
    const controller = new AbortController();
    const answer = call('/products', fakeApi({}, controller.signal));
    await jest.advanceTimersByTimeAsync(500);
    controller.abort();
    await expect(answer).resolves.toEqual({ error: { status: 499, data: { message: expect.any(String) } } });
  });

  // Regression: an already-aborted signal never fires 'abort', so the request used to be answered anyway.
  it.each([0, 2000])(
    'answers 499 at once, without calling the handler, when the signal is already aborted (%i ms)',
    async (ms) => {
      setLatencyOverride(ms);
      const handler = productsHandler();
      const controller = new AbortController();
      controller.abort();
      let answer: unknown = 'pending';
      void call('/products', fakeApi({}, controller.signal)).then((result) => (answer = result));
      await jest.advanceTimersByTimeAsync(0);
      expect(answer).toEqual({ error: { status: 499, data: { message: expect.any(String) } } });
      expect(handler).not.toHaveBeenCalled();
    },
  );

  describe('a request sent early (src/api/preload.ts)', () => {
    it("answers the app's own request when its delay is over, not a full delay later", async () => {
      const handler = productsHandler();
      preloadCatalogue();
      await jest.advanceTimersByTimeAsync(1500); // the main script downloads meanwhile
      let answer: unknown = 'pending';
      void call('/products').then((result) => (answer = result));
      await jest.advanceTimersByTimeAsync(499);
      expect(answer).toBe('pending');
      await jest.advanceTimersByTimeAsync(1);
      expect(answer).toEqual({ data: expect.arrayContaining([expect.objectContaining({ name: expect.any(String) })]) });
      expect(handler).toHaveBeenCalledTimes(1);
    });

    it('is taken once: the next request for the same URL waits its own delay', async () => {
      preloadCatalogue();
      await jest.advanceTimersByTimeAsync(2000);
      await expect(call('/products')).resolves.toHaveProperty('data');
      let settled = false;
      void call('/products').then(() => (settled = true));
      await jest.advanceTimersByTimeAsync(1999);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(settled).toBe(true);
    });

    it('is not taken by a request for another URL', async () => {
      const handler = productsHandler();
      preloadCatalogue();
      let settled = false;
      void call({ url: '/products/VESTIDO MIDI FLORAL' }).then(() => (settled = true));
      await jest.advanceTimersByTimeAsync(2000);
      expect(settled).toBe(true);
      expect(handler).toHaveBeenCalledTimes(1); // the early one, still waiting to be taken
      await expect(call('/products')).resolves.toHaveProperty('data');
      expect(handler).toHaveBeenCalledTimes(1);
    });
  });

  it('holds the catalogue for 2 s in a real store', async () => {
    const store = makeStore();
    void store.dispatch(catalogApi.endpoints.getProducts.initiate());
    await jest.advanceTimersByTimeAsync(1999);
    expect(selectCatalogueLoaded(store.getState())).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(selectCatalogue(store.getState())).toHaveLength(allProducts().length);
  });
});

describe('through the real store', () => {
  it("sends the secret of the state's session as a bearer token", async () => {
    const token = tokenFor(DEMO_USER);
    keepSessionProof({ user: DEMO_USER, token, cart: { lines: [], version: 0 }, secret: DEMO_TOKEN });
    const store = makeStore({ preloadedState: { session: { token, user: null } } });
    const result = await store.dispatch(sessionApi.endpoints.getSession.initiate());
    expect(result.data?.user).toEqual({ id: DEMO_USER.id, email: DEMO_USER.email, name: DEMO_USER.name });
  });

  it('sends no secret for a session it holds none for: the server answers 401', async () => {
    const store = makeStore({ preloadedState: { session: { token: tokenFor(DEMO_USER), user: null } } });
    const result = await store.dispatch(sessionApi.endpoints.getSession.initiate());
    expect(result.error).toMatchObject({ status: 401 });
  });

  it('reports a missing product as an error value with status 404', async () => {
    const store = makeStore();
    const result = await store.dispatch(catalogApi.endpoints.getProduct.initiate({ name: 'inexistente' }));
    expect(result.error).toEqual({ status: 404, data: { message: 'Produto não encontrado' } });
  });
});
