import type { NewSession } from '../../../src/api/types';
import { CONSENT, PASSWORD_RULE_TEXT } from '../../../src/rules/account';
import { cartLine, REGATA } from '../../../src/test/products';
import { writeCart } from '../cartStore';
import { call, callLater, DEMO_USER } from '../../testFixtures';
import { findAccountByEmail } from './accountStore';
import { RESET_LINK_DEAD, RESET_SENT, resetMailsSent, SIGN_UP_REFUSED, WRONG_LOGIN } from './accountRoutes';
import { CHECKS_AT_ONCE, CLIENT_FAILURE_LIMIT } from './loginThrottle';
import { readOutbox } from './outbox';
import { RESET_TTL_MS } from './passwordResets';
import { SECRET_PATTERN } from './secrets';
import { RESET_PER_CLIENT, RESET_PER_EMAIL, SIGN_UP_PER_CLIENT } from './tryLimits';

const anonymous = { token: null } as const;
/** Where a guesser sends from, and where the account's owner does. */
const GUESSER = '203.0.113.7';
const OWNER = '198.51.100.20';
const login = (email: string, password: string, clientAddress?: string) =>
  callLater('POST', '/login', { ...anonymous, body: { email, password }, clientAddress });
const demoLogin = () => login(DEMO_USER.email, DEMO_USER.password);
const sessionWith = (secret: string) => call('GET', '/session', { token: secret });

const ANA = {
  name: 'Ana Souza',
  email: 'Ana@Exemplo.com.br',
  cpf: '111.444.777-35',
  password: 'vitrine2026',
  acceptedTerms: true,
};
const signUp = (fields: Record<string, unknown> = ANA) =>
  callLater('POST', '/accounts', { ...anonymous, body: fields });

/** Everything the server's disk holds, as text. */
const disk = () => JSON.stringify({ ...localStorage });

afterEach(() => jest.restoreAllMocks());

describe('POST /login', () => {
  it('signs the demo shopper in with a session the server issued: a random secret, kept only as a digest', async () => {
    writeCart(DEMO_USER.id, [cartLine(REGATA, 'M')]);
    const { status, data } = await demoLogin();
    expect(status).toBe(200);
    const session = data as NewSession;
    expect(session).toEqual({
      user: { id: DEMO_USER.id, email: DEMO_USER.email, name: DEMO_USER.name },
      token: `${DEMO_USER.email}.vitrine-token`,
      cart: { lines: [cartLine(REGATA, 'M')], version: 1 },
      secret: expect.stringMatching(SECRET_PATTERN),
    });
    expect(JSON.stringify(data)).not.toContain('password');
    expect(disk()).not.toContain(session.secret);
    expect(disk()).not.toContain(DEMO_USER.password);
  });

  it('gives each sign-in a session of its own', async () => {
    const [first, second] = [(await demoLogin()).data as NewSession, (await demoLogin()).data as NewSession];
    expect(first.secret).not.toBe(second.secret);
    expect(sessionWith(first.secret).status).toBe(200);
    expect(sessionWith(second.secret).status).toBe(200);
  });

  it.each([
    { email: DEMO_USER.email, password: 'wrong' },
    { email: DEMO_USER.email, password: ` ${DEMO_USER.password}` },
    { email: DEMO_USER.email, password: `${DEMO_USER.password}\u0000` },
    { email: 'ninguem@vitrine.dev', password: DEMO_USER.password },
    { email: DEMO_USER.email },
    null,
  ])('answers 401 for %p', async (body) => {
    expect(await callLater('POST', '/login', { ...anonymous, body })).toEqual({
      status: 401,
      data: { message: WRONG_LOGIN },
    });
  });

  it('takes the email in any case, with spaces around it', async () => {
    expect((await login('  MARIA@Vitrine.dev ', DEMO_USER.password)).status).toBe(200);
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'])(
    'answers the email %p as any unknown email',
    async (email) => {
      expect(await login(email, 'qualquer1')).toEqual({ status: 401, data: { message: WRONG_LOGIN } });
      expect(await login(` ${email.toUpperCase()} `, 'qualquer1')).toEqual({
        status: 401,
        data: { message: WRONG_LOGIN },
      });
      expect((await demoLogin()).status).toBe(200);
    },
  );
});

describe('GET /session: every signed-in call is checked against the server’s sessions', () => {
  it('answers the shopper for a live session’s secret', async () => {
    const { secret } = (await demoLogin()).data as NewSession;
    expect(sessionWith(secret)).toMatchObject({ status: 200, data: { user: { id: DEMO_USER.id } } });
    expect(call('GET', '/cart', { token: secret }).status).toBe(200);
  });

  it.each([
    ['a token made up from the email (the spec’s shape)', `${DEMO_USER.email}.vitrine-token`],
    ['the bare email', DEMO_USER.email],
    ['a secret the server never issued', 'a'.repeat(43)],
  ])('answers 401 for %s', (_label, token) => {
    expect(sessionWith(token)).toEqual({ status: 401, data: { message: 'Sessão expirada.' } });
    expect(call('GET', '/cart', { token }).status).toBe(401);
    expect(call('GET', '/orders', { token }).status).toBe(401);
  });

  it('answers 401 once the session has gone 30 days unused', async () => {
    const now = Date.now();
    const { secret } = (await demoLogin()).data as NewSession;
    jest.spyOn(Date, 'now').mockReturnValue(now + 30 * 24 * 60 * 60 * 1000 + 1000);
    expect(sessionWith(secret).status).toBe(401);
  });
});

describe('DELETE /session and DELETE /sessions', () => {
  it("'sair' ends this session only", async () => {
    const here = ((await demoLogin()).data as NewSession).secret;
    const phone = ((await demoLogin()).data as NewSession).secret;
    expect(call('DELETE', '/session', { token: here })).toEqual({ status: 200, data: { ended: 1 } });
    expect(sessionWith(here).status).toBe(401);
    expect(call('DELETE', '/session', { token: here }).status).toBe(401);
    expect(sessionWith(phone).status).toBe(200);
  });

  it("'Sair de todos os aparelhos' ends the account's reset link too: it no longer signs anyone in", async () => {
    const here = ((await demoLogin()).data as NewSession).secret;
    await callLater('POST', '/password-resets', { ...anonymous, body: { email: DEMO_USER.email } });
    await resetMailsSent();
    const token = new URL(readOutbox().at(-1)!.link, 'https://vitrine.invalid').searchParams.get('token')!;
    expect(call('DELETE', '/sessions', { token: here }).status).toBe(200);
    expect(
      await callLater('PUT', '/password', { ...anonymous, body: { resetToken: token, password: 'novaSenha123' } }),
    ).toEqual({
      status: 410,
      data: { message: RESET_LINK_DEAD },
    });
    expect((await demoLogin()).status).toBe(200);
  });

  it("'Sair de todos os aparelhos' ends every session of the account, and no one else's", async () => {
    const here = ((await demoLogin()).data as NewSession).secret;
    const phone = ((await demoLogin()).data as NewSession).secret;
    const ana = ((await signUp()).data as NewSession).secret;
    expect(call('DELETE', '/sessions', { token: here })).toEqual({ status: 200, data: { ended: 2 } });
    expect(sessionWith(here).status).toBe(401);
    expect(sessionWith(phone).status).toBe(401);
    expect(sessionWith(ana).status).toBe(200);
  });
});

describe('five wrong passwords for one email from one client within 15 minutes', () => {
  it('answers the sixth try 429, the right password too, and says how long to wait', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(Date.now());
    for (let i = 0; i < 5; i += 1) expect((await login(DEMO_USER.email, `errada${i}`)).status).toBe(401);
    expect(await demoLogin()).toEqual({
      status: 429,
      data: { message: 'Muitas tentativas. Tente de novo em 15 minutos.' },
      headers: { 'retry-after': '900' },
    });
    // Another email is not held up.
    expect((await signUp()).status).toBe(201);
    expect((await login(ANA.email, ANA.password)).status).toBe(200);
  });

  it('lets the shopper in again once the first failure is 15 minutes old', async () => {
    const now = Date.now();
    for (let i = 0; i < 5; i += 1) await login(DEMO_USER.email, 'errada');
    jest.spyOn(Date, 'now').mockReturnValue(now + 15 * 60 * 1000 + 1000);
    expect((await demoLogin()).status).toBe(200);
  });

  it('does not lock the owner out: a guesser elsewhere is stopped, the owner from their own address gets in', async () => {
    for (let i = 0; i < 5; i += 1) expect((await login(DEMO_USER.email, `errada${i}`, GUESSER)).status).toBe(401);
    expect((await login(DEMO_USER.email, DEMO_USER.password, GUESSER)).status).toBe(429);
    expect((await login(DEMO_USER.email, DEMO_USER.password, OWNER)).status).toBe(200);
    expect((await login(DEMO_USER.email, 'errada', GUESSER)).status).toBe(429);
  });

  it(`stops a client guessing across emails after ${CLIENT_FAILURE_LIMIT} failures, and no other client`, async () => {
    jest.spyOn(Date, 'now').mockReturnValue(Date.now());
    for (let i = 0; i < CLIENT_FAILURE_LIMIT; i += 1) {
      expect((await login(`pessoa${i}@vitrine.dev`, 'errada1', GUESSER)).status).toBe(401);
    }
    expect(await login(DEMO_USER.email, DEMO_USER.password, GUESSER)).toMatchObject({
      status: 429,
      headers: { 'retry-after': '900' },
    });
    expect((await login(DEMO_USER.email, DEMO_USER.password, OWNER)).status).toBe(200);
  });

  it('refuses a flood before its slow hashes: another client’s sign-in is not queued behind them', async () => {
    const hashes = jest.spyOn(crypto.subtle, 'deriveBits');
    const flood = Array.from({ length: 60 }, (_, i) => login(`robo${i}@vitrine.dev`, 'errada1', GUESSER));
    const owner = login(DEMO_USER.email, DEMO_USER.password, OWNER);
    expect((await owner).status).toBe(200);
    const statuses = (await Promise.all(flood)).map(({ status }) => status);
    // The flood's first two tries were checked, and the owner's: the rest were refused at once.
    expect(hashes).toHaveBeenCalledTimes(CHECKS_AT_ONCE + 1);
    expect(statuses.filter((status) => status === 401)).toHaveLength(CHECKS_AT_ONCE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(60 - CHECKS_AT_ONCE);
  });

  it('counts tries sent at once before any of them is checked, and checks two of them at a time', async () => {
    const answers = await Promise.all(Array.from({ length: 7 }, () => login(DEMO_USER.email, 'errada')));
    expect(answers.map(({ status }) => status).sort()).toEqual([401, 401, 429, 429, 429, 429, 429]);
    expect(answers.find(({ status }) => status === 429)).toMatchObject({ headers: { 'retry-after': '1' } });
  });

  it('forgets the failures after the right password', async () => {
    for (let i = 0; i < 4; i += 1) await login(DEMO_USER.email, 'errada');
    expect((await demoLogin()).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await login(DEMO_USER.email, 'errada')).status).toBe(401);
  });
});

describe('POST /accounts (Criar conta)', () => {
  it('makes the account and signs the shopper in, keeping the password only as a hash', async () => {
    const { status, data } = await signUp();
    expect(status).toBe(201);
    const session = data as NewSession;
    expect(session).toMatchObject({
      user: { email: 'ana@exemplo.com.br', name: 'Ana Souza' },
      token: 'ana@exemplo.com.br.vitrine-token',
      cart: { lines: [], version: 0 },
    });
    expect(sessionWith(session.secret).status).toBe(200);
    const account = findAccountByEmail(ANA.email)!;
    expect(account).toMatchObject({ cpf: '11144477735', consents: [{ ...CONSENT, acceptedAt: expect.any(String) }] });
    expect(account.passwordHash).toMatch(/^pbkdf2-sha256\$/);
    expect(disk()).not.toContain(ANA.password);
    expect(disk()).not.toContain(session.secret);
    expect((await login('ana@exemplo.com.br', ANA.password)).status).toBe(200);
  });

  it('refuses a taken email, in any case, without saying which of the data is taken', async () => {
    await signUp();
    expect(await signUp({ ...ANA, email: ' ANA@exemplo.com.br', cpf: '390.533.447-05' })).toEqual({
      status: 409,
      data: { message: SIGN_UP_REFUSED },
    });
    expect(await signUp({ ...ANA, email: DEMO_USER.email, cpf: '390.533.447-05' })).toEqual({
      status: 409,
      data: { message: SIGN_UP_REFUSED },
    });
  });

  it('keeps one account per CPF, however it is written, and never says a CPF has an account', async () => {
    await signUp();
    const takenCpf = await signUp({ ...ANA, email: 'outra@exemplo.com.br', cpf: '11144477735' });
    const takenEmail = await signUp({ ...ANA, cpf: '390.533.447-05' });
    expect(takenCpf).toEqual({ status: 409, data: { message: SIGN_UP_REFUSED } });
    expect(takenCpf).toEqual(takenEmail);
    expect(JSON.stringify(takenCpf)).not.toMatch(/cpf/i);
    expect(findAccountByEmail('outra@exemplo.com.br')).toBeNull();
  });

  it(`limits a client to ${SIGN_UP_PER_CLIENT.max} sign-ups an hour, and no other client`, async () => {
    const from = (clientAddress: string) =>
      callLater('POST', '/accounts', { ...anonymous, body: { ...ANA, cpf: '390.533.447-05' }, clientAddress });
    await signUp();
    for (let i = 0; i < SIGN_UP_PER_CLIENT.max; i += 1) expect((await from(GUESSER)).status).toBe(409);
    expect(await from(GUESSER)).toMatchObject({
      status: 429,
      data: { message: 'Muitas tentativas. Tente de novo em 60 minutos.' },
      headers: { 'retry-after': '3600' },
    });
    expect((await from(OWNER)).status).toBe(409);
  });

  it.each([
    [{ ...ANA, name: 'A' }, 'name', 'Informe seu nome (só letras, de 2 a 60).'],
    [{ ...ANA, email: 'ana@' }, 'email', 'Email inválido'],
    [{ ...ANA, cpf: '111.444.777-36' }, 'cpf', 'CPF inválido'],
    [{ ...ANA, cpf: '111.111.111-11' }, 'cpf', 'CPF inválido'],
    [{ ...ANA, password: 'curta1' }, 'password', PASSWORD_RULE_TEXT],
    [{ ...ANA, password: 'somenteletras' }, 'password', PASSWORD_RULE_TEXT],
    [{ ...ANA, password: '1234567890' }, 'password', PASSWORD_RULE_TEXT],
    [{ ...ANA, password: 'vitrine2026\u0000' }, 'password', 'A senha não pode ter caracteres de controle.'],
    [
      { ...ANA, acceptedTerms: false },
      'acceptedTerms',
      'Aceite os termos de uso e o aviso de privacidade para criar a conta.',
    ],
    [{ ...ANA, name: undefined }, 'name', 'Nome: campo obrigatório.'],
  ])('refuses %p with 422, naming the field in the form’s words', async (fields, field, message) => {
    expect(await signUp(fields)).toEqual({ status: 422, data: { field, message } });
    expect(findAccountByEmail(ANA.email)).toBeNull();
  });

  it.each([null, 'x', [], { ...ANA, name: 'x'.repeat(2000) }, { ...ANA, cpf: 11144477735 }])(
    'refuses a malformed body %p with 400',
    async (body) => {
      expect(await signUp(body as Record<string, unknown>)).toEqual({
        status: 400,
        data: { message: 'Cadastro inválido.' },
      });
    },
  );
});

describe("'Esqueci minha senha'", () => {
  const requestReset = (email: string, clientAddress?: string) =>
    callLater('POST', '/password-resets', { ...anonymous, body: { email }, clientAddress });
  const resetWith = (resetToken: string, password: string) =>
    callLater('PUT', '/password', { ...anonymous, body: { resetToken, password } });
  const linkToken = () => new URL(readOutbox().at(-1)!.link, 'https://vitrine.invalid').searchParams.get('token')!;

  it('sends a link to the outbox, and answers the same whether the email has an account or not', async () => {
    const known = await requestReset(' MARIA@vitrine.dev');
    expect(known).toEqual({ status: 202, data: { message: RESET_SENT } });
    // Answered before anything depends on the account: the link is made and mailed after.
    expect(readOutbox()).toEqual([]);
    await resetMailsSent();
    expect(readOutbox()).toEqual([
      expect.objectContaining({
        to: DEMO_USER.email,
        link: expect.stringMatching(/^\/redefinir-senha\?token=[\w-]{43}$/),
      }),
    ]);
    expect(disk()).not.toContain(linkToken());
    expect(await requestReset('ninguem@vitrine.dev')).toEqual(known);
    await resetMailsSent();
    expect(readOutbox()).toHaveLength(1);
  });

  it(`limits requests to ${RESET_PER_EMAIL.max} an hour per email, whether it has an account or not`, async () => {
    for (const email of [DEMO_USER.email, 'ninguem@vitrine.dev']) {
      for (let i = 0; i < RESET_PER_EMAIL.max; i += 1) expect((await requestReset(email)).status).toBe(202);
      // From any client: the mails go to the one inbox.
      expect(await requestReset(email.toUpperCase(), OWNER)).toEqual({
        status: 429,
        data: { message: 'Muitas tentativas. Tente de novo em 60 minutos.' },
        headers: { 'retry-after': '3600' },
      });
    }
    await resetMailsSent();
    expect(readOutbox()).toHaveLength(RESET_PER_EMAIL.max);
  });

  it(`limits a client to ${RESET_PER_CLIENT.max} requests an hour, and no other client`, async () => {
    for (let i = 0; i < RESET_PER_CLIENT.max; i += 1) {
      expect((await requestReset(`pessoa${i}@vitrine.dev`, GUESSER)).status).toBe(202);
    }
    expect((await requestReset(DEMO_USER.email, GUESSER)).status).toBe(429);
    expect((await requestReset(DEMO_USER.email, OWNER)).status).toBe(202);
  });

  it('ends the earlier link when a newer one is sent', async () => {
    await requestReset(DEMO_USER.email);
    await resetMailsSent();
    const older = linkToken();
    await requestReset(DEMO_USER.email);
    await resetMailsSent();
    const newer = linkToken();
    expect(await resetWith(older, 'novaSenha123')).toEqual({ status: 410, data: { message: RESET_LINK_DEAD } });
    expect((await resetWith(newer, 'novaSenha123')).status).toBe(200);
  });

  it("clears the account's wrong passwords from every client, and no one else's", async () => {
    for (let i = 0; i < 5; i += 1) await login(DEMO_USER.email, 'errada', GUESSER);
    for (let i = 0; i < 5; i += 1) await login(DEMO_USER.email, 'errada', OWNER);
    await requestReset(DEMO_USER.email, OWNER);
    await resetMailsSent();
    expect((await resetWith(linkToken(), 'novaSenha123')).status).toBe(200);
    expect((await login(DEMO_USER.email, 'novaSenha123', OWNER)).status).toBe(200);
    expect((await login(DEMO_USER.email, 'novaSenha123', GUESSER)).status).toBe(200);
  });

  it('refuses a malformed email with 422', async () => {
    expect(await requestReset('maria')).toEqual({ status: 422, data: { field: 'email', message: 'Email inválido' } });
  });

  it('sets the new password once, ends every session there was, and signs the shopper in', async () => {
    const before = ((await demoLogin()).data as NewSession).secret;
    await requestReset(DEMO_USER.email);
    await resetMailsSent();
    const token = linkToken();
    const { status, data } = await resetWith(token, 'novaSenha123');
    expect(status).toBe(200);
    const after = (data as NewSession).secret;
    expect(sessionWith(after).status).toBe(200);
    expect(sessionWith(before).status).toBe(401);
    expect((await demoLogin()).status).toBe(401);
    expect((await login(DEMO_USER.email, 'novaSenha123')).status).toBe(200);
    // The link works once.
    expect(await resetWith(token, 'outraSenha123')).toEqual({ status: 410, data: { message: RESET_LINK_DEAD } });
  });

  it('refuses a link 30 minutes old', async () => {
    const now = Date.now();
    await requestReset(DEMO_USER.email);
    await resetMailsSent();
    jest.spyOn(Date, 'now').mockReturnValue(now + RESET_TTL_MS + 1);
    expect((await resetWith(linkToken(), 'novaSenha123')).status).toBe(410);
  });

  it('refuses a password against the rule before spending the link', async () => {
    await requestReset(DEMO_USER.email);
    await resetMailsSent();
    expect(await resetWith(linkToken(), 'curta')).toEqual({
      status: 422,
      data: { field: 'password', message: PASSWORD_RULE_TEXT },
    });
    expect((await resetWith(linkToken(), 'novaSenha123')).status).toBe(200);
  });

  it.each([null, {}, { resetToken: 5, password: 'novaSenha123' }])(
    'refuses a malformed body %p with 400',
    async (body) => {
      expect((await callLater('PUT', '/password', { ...anonymous, body })).status).toBe(400);
    },
  );
});
