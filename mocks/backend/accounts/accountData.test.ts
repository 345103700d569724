import type { AccountDataExport, Order } from '../../../src/api/types';
import { CONSENT, WRONG_PASSWORD } from '../../../src/rules/account';
import { cartLine, TOP, VESTIDO } from '../../../src/test/products';
import { readCart, writeCart } from '../cartStore';
import { storedCardTokens } from '../checkout/cardTokens';
import { storedOrders } from '../checkout/orderStore';
import { sessionIsLive } from '../../testSessions';
import {
  ADDRESS,
  call,
  callLater,
  cardToken,
  DEMO_TOKEN,
  DEMO_USER,
  otherShopper,
  placed,
  sessionWith,
} from '../../testFixtures';
import { addFavorite, readFavorites } from '../favorites/favoriteStore';
import { creditsOf, issueCredit } from '../credits';
import { DEMO_ACCOUNT, findAccountByEmail, findAccountById } from './accountStore';
import { RESET_LINK_DEAD, resetMailsSent } from './accountRoutes';
import { readOutbox } from './outbox';
import { addAddress, readAddresses } from './addressBook';
import { FAILURE_LIMIT } from './loginThrottle';

const PHONE = 'the-phone-session-secret-of-these-tests-000';
/** An address in the book, other than the last order's. */
const WORK = {
  recipient: 'Maria Souza',
  cep: '22070011',
  street: 'Avenida Atlântica',
  number: '200',
  district: 'Copacabana',
  city: 'Rio de Janeiro',
  state: 'RJ',
};

// mocks/server.ts awaits a route's code before calling it; these tests call the routes directly.

const exportData = (token: string | null = DEMO_TOKEN) => call('GET', '/account/export', { token });
const deleteAccount = (body: unknown, token: string | null = DEMO_TOKEN) =>
  callLater('DELETE', '/account', { token, body });
const login = (email: string, password: string) =>
  callLater('POST', '/login', { token: null, body: { email, password } });
const signUp = (email: string, cpf: string) =>
  callLater('POST', '/accounts', {
    token: null,
    body: { name: 'Maria de Novo', email, cpf, password: 'vitrine2026', acceptedTerms: true },
  });

/** Everything the server's disk holds, as text. */
const disk = () => JSON.stringify({ ...localStorage });

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
}

/**
 * The demo shopper with a bit of everything: two sessions, an order, a cart, a card token, a reset
 * link, an address in the book and a favourite.
 */
async function busyShopper() {
  sessionWith(DEMO_TOKEN, DEMO_USER.id);
  sessionWith(PHONE, DEMO_USER.id);
  const order = placed();
  writeCart(DEMO_USER.id, [cartLine(VESTIDO, 'M')]);
  addAddress(DEMO_USER.id, WORK);
  addFavorite(DEMO_USER.id, TOP.id);
  issueCredit(DEMO_USER.id, 5000, { kind: 'return', orderId: order.id, requestId: 'r1' }, Date.now());
  cardToken();
  expect((await callLater('POST', '/password-resets', { token: null, body: { email: DEMO_USER.email } })).status).toBe(
    202,
  );
  await resetMailsSent();
  expect(localStorage.getItem('@context-amaro:server-password-resets')).not.toBe('{"resets":[]}');
  return order;
}

describe('GET /account/export', () => {
  it('answers every section of the shopper’s own data: account, consents, sessions, cart, orders, last address', async () => {
    const order = await busyShopper();
    const { status, data } = exportData();
    expect(status).toBe(200);
    const exported = data as AccountDataExport;
    expect(exported).toMatchObject({
      format: 'vitrine-meus-dados/1',
      account: { name: 'Maria', email: DEMO_USER.email, cpf: DEMO_ACCOUNT.cpf, createdAt: DEMO_ACCOUNT.createdAt },
      consents: [],
      cart: [cartLine(VESTIDO, 'M')],
      lastDeliveryAddress: ADDRESS,
      addresses: [{ ...WORK, id: expect.any(String), isDefault: true }],
      favorites: [TOP.id],
      storeCredits: [
        { issuedCents: 5000, balanceCents: 5000, source: { kind: 'return', orderId: order.id }, spends: [] },
      ],
    });
    expect(Date.parse(exported.exportedAt)).not.toBeNaN();
    expect(exported.sessions).toHaveLength(2);
    expect((exported.sessions as Array<Record<string, string>>)[0]).toEqual({
      startedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      lastUsedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(exported.orders).toEqual([{ ...order, status: expect.any(String) }]);
    expect(Object.keys(exported)).toEqual([
      'format',
      'exportedAt',
      'account',
      'consents',
      'sessions',
      'cart',
      'orders',
      'lastDeliveryAddress',
      'addresses',
      'favorites',
      'stockAlerts',
      'returnRequests',
      'storeCredits',
    ]);
  });

  it('holds no hash, salt, digest, secret or token, by name or by value', async () => {
    await busyShopper();
    const exported = exportData().data;
    expect(keysOf(exported).filter((key) => /hash|salt|digest|secret|token/i.test(key))).toEqual([]);
    const text = JSON.stringify(exported);
    expect(text).not.toContain('pbkdf2');
    expect(text).not.toContain(DEMO_TOKEN);
    expect(text).not.toContain(PHONE);
    for (const { token } of storedCardTokens()) expect(text).not.toContain(token);
    expect(text).not.toMatch(/[0-9a-f]{64}/); // no session's or reset link's digest
  });

  it('holds the consents a new account gave, with their date', async () => {
    const made = await signUp('ana@exemplo.com.br', '11144477735');
    const { secret } = made.data as { secret: string };
    const exported = exportData(secret).data as AccountDataExport;
    expect(exported.account).toMatchObject({ name: 'Maria de Novo', cpf: '11144477735' });
    expect(exported.consents).toEqual([{ ...CONSENT, acceptedAt: expect.stringMatching(/^\d{4}-/) }]);
  });

  it('holds nothing of another shopper', async () => {
    await busyShopper();
    const joana = otherShopper('Joana');
    writeCart(joana.user.id, [cartLine(TOP, 'P')]);
    const exported = exportData(joana.token).data as AccountDataExport;
    expect(exported).toMatchObject({ account: { name: 'Joana' }, cart: [cartLine(TOP, 'P')], orders: [] });
    expect(exported.lastDeliveryAddress).toBeNull();
    expect(JSON.stringify(exported)).not.toContain(DEMO_USER.email);
    expect(JSON.stringify(exported)).not.toContain(ADDRESS.street);
  });

  it.each([null, 'not-a-session', 'x'.repeat(43)])('answers 401 for the bearer %p', (token) => {
    expect(exportData(token)).toEqual({ status: 401, data: { message: 'Sessão expirada.' } });
  });
});

describe('DELETE /account', () => {
  it('forgets the shopper in every store, ends every session, and keeps the orders without personal data', async () => {
    const order = await busyShopper();
    const joana = otherShopper('Joana');
    writeCart(joana.user.id, [cartLine(TOP, 'P')]);

    expect(await deleteAccount({ password: DEMO_USER.password })).toEqual({ status: 200, data: { deleted: true } });

    expect(findAccountById(DEMO_USER.id)).toBeNull();
    expect(findAccountByEmail(DEMO_USER.email)).toBeNull();
    expect(sessionIsLive(DEMO_TOKEN)).toBe(false);
    expect(sessionIsLive(PHONE)).toBe(false);
    expect(readCart(DEMO_USER.id)).toEqual({ lines: [], version: 0 });
    expect(storedCardTokens().filter((t) => t.userId === DEMO_USER.id)).toEqual([]);
    expect(localStorage.getItem('@context-amaro:server-password-resets')).toBe('{}');
    expect(call('GET', '/address', { token: joana.token }).data).toBeNull();
    expect(readAddresses(DEMO_USER.id)).toEqual([]);
    expect(readFavorites(DEMO_USER.id).items).toEqual([]);
    // The vale-troca stays for the books, as the order does, but nobody's: no one can spend it.
    expect(creditsOf(DEMO_USER.id)).toEqual([]);
    const credits = JSON.parse(localStorage.getItem('@context-amaro:server-store-credits')!) as object;
    expect(Object.values(credits)).toMatchObject([{ userId: '', issuedCents: 5000 }]);

    // The order stays, for the shop's books: its number, items and prices, the city and state.
    const [kept] = storedOrders();
    expect(kept).toMatchObject({
      id: order.id,
      createdAt: order.createdAt,
      totalCents: order.totalCents,
      lines: order.lines,
      shipping: order.shipping,
      userId: '',
      idempotencyKey: '',
      address: { city: ADDRESS.city, state: ADDRESS.state, recipient: '', street: '', number: '', cep: '' },
    });
    // Nothing on the server's disk names the shopper any more; the other shopper is untouched.
    const text = disk();
    for (const personal of [
      DEMO_USER.email,
      DEMO_ACCOUNT.cpf,
      ADDRESS.recipient,
      ADDRESS.street,
      ADDRESS.cep,
      WORK.street,
    ]) {
      expect(text).not.toContain(personal);
    }
    expect(readCart(joana.user.id).lines).toEqual([cartLine(TOP, 'P')]);
    expect(sessionIsLive(joana.token)).toBe(true);
  });

  it('lets the email and the CPF sign up again, as a new account with nothing of the old one', async () => {
    const order: Order = await busyShopper();
    await deleteAccount({ password: DEMO_USER.password });
    expect((await login(DEMO_USER.email, DEMO_USER.password)).status).toBe(401);
    const again = await signUp(DEMO_USER.email, DEMO_ACCOUNT.cpf);
    expect(again.status).toBe(201);
    const { secret, user } = again.data as { secret: string; user: { id: string } };
    expect(user.id).not.toBe(DEMO_USER.id);
    const exported = exportData(secret).data as AccountDataExport;
    expect(exported).toMatchObject({ orders: [], cart: [], lastDeliveryAddress: null });
    expect(call('GET', `/orders/${order.id}`, { token: secret }).status).toBe(404);
  });

  it('ends the reset link: after the deletion it sets no password and signs no one in', async () => {
    await busyShopper();
    const token = new URL(readOutbox().at(-1)!.link, 'https://vitrine.invalid').searchParams.get('token')!;
    expect((await deleteAccount({ password: DEMO_USER.password })).status).toBe(200);
    expect(
      await callLater('PUT', '/password', { token: null, body: { resetToken: token, password: 'outraSenha123' } }),
    ).toEqual({ status: 410, data: { message: RESET_LINK_DEAD } });
  });

  it('lets the owner delete from their own address while someone elsewhere is locked out', async () => {
    const guesser = '203.0.113.7';
    for (let i = 0; i < FAILURE_LIMIT; i += 1) {
      await callLater('POST', '/login', {
        token: null,
        body: { email: DEMO_USER.email, password: 'x1' },
        clientAddress: guesser,
      });
    }
    const from = (clientAddress: string) =>
      callLater('DELETE', '/account', { token: DEMO_TOKEN, body: { password: DEMO_USER.password }, clientAddress });
    expect((await from(guesser)).status).toBe(429);
    expect(findAccountById(DEMO_USER.id)).not.toBeNull();
    expect((await from('198.51.100.20')).status).toBe(200);
  });

  it('refuses a wrong password with 403 under its field, and deletes nothing', async () => {
    sessionWith(PHONE, DEMO_USER.id);
    expect(await deleteAccount({ password: 'errada123' })).toEqual({
      status: 403,
      data: { field: 'password', message: WRONG_PASSWORD },
    });
    expect(findAccountById(DEMO_USER.id)).not.toBeNull();
    expect(sessionIsLive(PHONE)).toBe(true);
    expect(sessionIsLive(DEMO_TOKEN)).toBe(true);
  });

  it('counts wrong passwords with the sign-in’s: the sixth try is 429, the right one too', async () => {
    for (let i = 0; i < FAILURE_LIMIT; i += 1) {
      expect((await deleteAccount({ password: `errada${i}x` })).status).toBe(403);
    }
    expect(await deleteAccount({ password: DEMO_USER.password })).toEqual({
      status: 429,
      data: { field: 'password', message: 'Muitas tentativas. Tente de novo em 15 minutos.' },
      headers: { 'retry-after': expect.stringMatching(/^(89\d|900)$/) },
    });
    expect(findAccountById(DEMO_USER.id)).not.toBeNull();
    expect((await login(DEMO_USER.email, DEMO_USER.password)).status).toBe(429);
  });

  it.each([[{}], [{ password: '' }], [{ password: '   ' }]])(
    'refuses %p with 422 under the field, before checking any password',
    async (body) => {
      expect(await deleteAccount(body)).toEqual({
        status: 422,
        data: { field: 'password', message: 'Senha: campo obrigatório.' },
      });
      expect(findAccountById(DEMO_USER.id)).not.toBeNull();
    },
  );

  it.each([null, 'senha', { password: 123456 }, { password: 'x'.repeat(1001) }])(
    'answers 400 for the body %p',
    async (body) => {
      expect(await deleteAccount(body)).toEqual({ status: 400, data: { message: 'Dados inválidos.' } });
    },
  );

  it('answers 401 without a live session, and deletes no one', async () => {
    expect(await deleteAccount({ password: DEMO_USER.password }, null)).toEqual({
      status: 401,
      data: { message: 'Sessão expirada.' },
    });
    expect(findAccountById(DEMO_USER.id)).not.toBeNull();
  });

  it("deletes the session's own account only: Joana's session deletes Joana's, and Maria's stays", async () => {
    sessionWith(DEMO_TOKEN, DEMO_USER.id);
    const joana = otherShopper('Joana');
    // Joana's password is the demo login's (testSessions.ts): it deletes Joana's account, not Maria's.
    expect((await deleteAccount({ password: DEMO_USER.password }, joana.token)).status).toBe(200);
    expect(findAccountById(joana.user.id)).toBeNull();
    expect(findAccountById(DEMO_USER.id)).not.toBeNull();
    expect(sessionIsLive(DEMO_TOKEN)).toBe(true);
  });
});
