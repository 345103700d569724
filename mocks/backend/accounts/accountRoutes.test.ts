import type { NewSession } from '../../../src/api/types';
import { CONSENT, PASSWORD_RULE_TEXT } from '../../../src/rules/account';
import { cartLine, REGATA } from '../../../src/test/products';
import { writeCart } from '../cartStore';
import { call, callLater, DEMO_USER } from '../../testFixtures';
import { findAccountByEmail } from './accountStore';
import { CPF_TAKEN, EMAIL_TAKEN, RESET_LINK_DEAD, RESET_SENT, WRONG_LOGIN } from './accountRoutes';
import { readOutbox } from './outbox';
import { RESET_TTL_MS } from './passwordResets';
import { SECRET_PATTERN } from './secrets';

const anonymous = { token: null } as const;
const login = (email: string, password: string) =>
  callLater('POST', '/login', { ...anonymous, body: { email, password } });
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
});

describe('GET /session: every signed-in call is checked against the server’s sessions', () => {
  it('answers the shopper for a live session’s secret', async () => {
    const { secret } = (await demoLogin()).data as NewSession;
    expect(sessionWith(secret)).toMatchObject({ status: 200, data: { user: { id: DEMO_USER.id } } });
    expect(call('GET', '/cart', { token: secret }).status).toBe(200);
  });

  it.each([
    ['a token made up from the email (spec §3’s shape)', `${DEMO_USER.email}.vitrine-token`],
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

describe('five wrong passwords for one email within 15 minutes', () => {
  it('answers the sixth try 429, the right password too, and says how long to wait', async () => {
    for (let i = 0; i < 5; i += 1) expect((await login(DEMO_USER.email, `errada${i}`)).status).toBe(401);
    expect(await demoLogin()).toEqual({
      status: 429,
      data: { message: 'Muitas tentativas. Tente de novo em 15 minutos.' },
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

  it('counts tries sent at once before any of them is checked', async () => {
    const answers = await Promise.all(Array.from({ length: 7 }, () => login(DEMO_USER.email, 'errada')));
    expect(answers.map(({ status }) => status).sort()).toEqual([401, 401, 401, 401, 401, 429, 429]);
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

  it('says a taken email is taken, in any case, naming the field', async () => {
    await signUp();
    expect(await signUp({ ...ANA, email: ' ANA@exemplo.com.br', cpf: '529.982.247-25' })).toEqual({
      status: 409,
      data: { field: 'email', message: EMAIL_TAKEN },
    });
    expect(await signUp({ ...ANA, email: DEMO_USER.email, cpf: '390.533.447-05' })).toMatchObject({ status: 409 });
  });

  it('keeps one account per CPF, however it is written', async () => {
    await signUp();
    expect(await signUp({ ...ANA, email: 'outra@exemplo.com.br', cpf: '11144477735' })).toEqual({
      status: 409,
      data: { field: 'cpf', message: CPF_TAKEN },
    });
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
  const requestReset = (email: string) => callLater('POST', '/password-resets', { ...anonymous, body: { email } });
  const resetWith = (resetToken: string, password: string) =>
    callLater('PUT', '/password', { ...anonymous, body: { resetToken, password } });
  const linkToken = () => new URL(readOutbox().at(-1)!.link, 'https://vitrine.invalid').searchParams.get('token')!;

  it('sends a link to the outbox, and answers the same whether the email has an account or not', async () => {
    const known = await requestReset(' MARIA@vitrine.dev');
    expect(known).toEqual({ status: 202, data: { message: RESET_SENT } });
    expect(readOutbox()).toEqual([
      expect.objectContaining({
        to: DEMO_USER.email,
        link: expect.stringMatching(/^\/redefinir-senha\?token=[\w-]{43}$/),
      }),
    ]);
    expect(disk()).not.toContain(linkToken());
    expect(await requestReset('ninguem@vitrine.dev')).toEqual(known);
    expect(readOutbox()).toHaveLength(1);
  });

  it('refuses a malformed email with 422', async () => {
    expect(await requestReset('maria')).toEqual({ status: 422, data: { field: 'email', message: 'Email inválido' } });
  });

  it('sets the new password once, ends every session there was, and signs the shopper in', async () => {
    const before = ((await demoLogin()).data as NewSession).secret;
    await requestReset(DEMO_USER.email);
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
    jest.spyOn(Date, 'now').mockReturnValue(now + RESET_TTL_MS + 1);
    expect((await resetWith(linkToken(), 'novaSenha123')).status).toBe(410);
  });

  it('refuses a password against the rule before spending the link', async () => {
    await requestReset(DEMO_USER.email);
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
