import type { AccountDetails, NewSession } from '../../../src/api/types';
import { PASSWORD_RULE_TEXT } from '../../../src/rules/account';
import { maskCpf } from '../../../src/rules/cpf';
import { sessionIsLive } from '../../testSessions';
import { call, callLater, DEMO_TOKEN, DEMO_USER, otherShopper, sessionWith } from '../../testFixtures';
import { DEMO_ACCOUNT, findAccountById } from './accountStore';
import { FAILURE_LIMIT } from './loginThrottle';
import { RESET_LINK_DEAD, resetMailsSent } from './accountRoutes';
import { readOutbox } from './outbox';
import { WRONG_CURRENT_PASSWORD } from './profileRoutes';

const PHONE = 'the-phone-session-secret-of-these-tests-000';
const NEW_PASSWORD = 'novaSenha2026';

const login = (email: string, password: string) =>
  callLater('POST', '/login', { token: null, body: { email, password } });
const changePassword = (body: unknown, token: string | null = DEMO_TOKEN, clientAddress?: string) =>
  callLater('PUT', '/account/password', { token, body, clientAddress });

/** Everything the server's disk holds, as text. */
const disk = () => JSON.stringify({ ...localStorage });

describe('GET /account', () => {
  it('answers the name, the email and the CPF masked: never the hash, the whole CPF or the consents', () => {
    const { status, data } = call('GET', '/account');
    expect(status).toBe(200);
    expect(data).toEqual({ name: DEMO_USER.name, email: DEMO_USER.email, maskedCpf: '***.982.247-**' });
    expect(JSON.stringify(data)).not.toContain(DEMO_ACCOUNT.cpf);
    expect(JSON.stringify(data)).not.toContain('pbkdf2');
  });

  it("answers another shopper's own account, by the session", () => {
    const joana = otherShopper('Joana');
    expect(call('GET', '/account', { token: joana.token }).data).toMatchObject({
      name: 'Joana',
      email: joana.user.email,
    });
  });

  it.each([null, 'not-a-session', 'x'.repeat(43)])('answers 401 for the bearer %p', (token) => {
    expect(call('GET', '/account', { token })).toEqual({ status: 401, data: { message: 'Sessão expirada.' } });
  });
});

describe('PATCH /account (a new name)', () => {
  it('renames the account by the sign-up rule, tidied, and the session then answers the new name', () => {
    const { status, data } = call('PATCH', '/account', { body: { name: '  Maria   Clara ' } });
    expect(status).toBe(200);
    expect((data as AccountDetails).name).toBe('Maria Clara');
    expect(findAccountById(DEMO_USER.id)?.name).toBe('Maria Clara');
    expect(call('GET', '/session')).toMatchObject({ status: 200, data: { user: { name: 'Maria Clara' } } });
  });

  it.each([
    [{ name: '' }, 'Nome: campo obrigatório.'],
    [{ name: 'M' }, 'Informe seu nome (só letras, de 2 a 60).'],
    [{ name: 'Maria 2' }, 'Informe seu nome (só letras, de 2 a 60).'],
    [{ name: 'M'.repeat(61) }, 'Informe seu nome (só letras, de 2 a 60).'],
    [{}, 'Nome: campo obrigatório.'],
  ])('refuses %p with 422 under the field, and keeps the name', (body, message) => {
    expect(call('PATCH', '/account', { body })).toEqual({ status: 422, data: { field: 'name', message } });
    expect(findAccountById(DEMO_USER.id)?.name).toBe(DEMO_USER.name);
  });

  it.each([null, 'Maria', { name: 42 }, { name: 'x'.repeat(1001) }])('answers 400 for the body %p', (body) => {
    expect(call('PATCH', '/account', { body })).toMatchObject({ status: 400, data: { message: 'Dados inválidos.' } });
  });

  it('answers 401 without a session, and renames no one', () => {
    expect(call('PATCH', '/account', { token: null, body: { name: 'Intrusa' } }).status).toBe(401);
    expect(findAccountById(DEMO_USER.id)?.name).toBe(DEMO_USER.name);
  });
});

describe('PUT /account/password', () => {
  it('sets the new password and ends every other session of the account; this one stays', async () => {
    sessionWith(PHONE, DEMO_USER.id);
    const joana = otherShopper('Joana');
    const answer = await changePassword({ currentPassword: DEMO_USER.password, password: NEW_PASSWORD });
    expect(answer).toEqual({ status: 200, data: { ended: 1 } });
    expect(sessionIsLive(PHONE)).toBe(false);
    expect(sessionIsLive(DEMO_TOKEN)).toBe(true);
    expect(sessionIsLive(joana.token)).toBe(true);
    expect((await login(DEMO_USER.email, DEMO_USER.password)).status).toBe(401);
    expect((await login(DEMO_USER.email, NEW_PASSWORD)).data as NewSession).toMatchObject({ user: { name: 'Maria' } });
    expect(disk()).not.toContain(NEW_PASSWORD);
  });

  it('ends the reset link mailed before: it no longer sets a password or signs anyone in', async () => {
    await callLater('POST', '/password-resets', { token: null, body: { email: DEMO_USER.email } });
    await resetMailsSent();
    const token = new URL(readOutbox().at(-1)!.link, 'https://vitrine.invalid').searchParams.get('token')!;
    expect((await changePassword({ currentPassword: DEMO_USER.password, password: NEW_PASSWORD })).status).toBe(200);
    expect(
      await callLater('PUT', '/password', { token: null, body: { resetToken: token, password: 'outraSenha123' } }),
    ).toEqual({ status: 410, data: { message: RESET_LINK_DEAD } });
    expect((await login(DEMO_USER.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('lets the owner change it from their own address while someone elsewhere is locked out', async () => {
    const guesser = '203.0.113.7';
    for (let i = 0; i < FAILURE_LIMIT; i += 1) {
      await callLater('POST', '/login', {
        token: null,
        body: { email: DEMO_USER.email, password: 'x1' },
        clientAddress: guesser,
      });
    }
    expect(
      (await changePassword({ currentPassword: DEMO_USER.password, password: NEW_PASSWORD }, DEMO_TOKEN, guesser))
        .status,
    ).toBe(429);
    expect((await changePassword({ currentPassword: DEMO_USER.password, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('refuses a wrong current password with 403 under its field, and changes nothing', async () => {
    sessionWith(PHONE, DEMO_USER.id);
    expect(await changePassword({ currentPassword: 'errada123', password: NEW_PASSWORD })).toEqual({
      status: 403,
      data: { field: 'currentPassword', message: WRONG_CURRENT_PASSWORD },
    });
    expect(sessionIsLive(PHONE)).toBe(true);
    expect((await login(DEMO_USER.email, DEMO_USER.password)).status).toBe(200);
  });

  it('counts wrong current passwords with the sign-in’s: the sixth try is 429, the right one too', async () => {
    for (let i = 0; i < FAILURE_LIMIT; i += 1) {
      expect((await changePassword({ currentPassword: `errada${i}x`, password: NEW_PASSWORD })).status).toBe(403);
    }
    expect(await changePassword({ currentPassword: DEMO_USER.password, password: NEW_PASSWORD })).toEqual({
      status: 429,
      data: { field: 'currentPassword', message: 'Muitas tentativas. Tente de novo em 15 minutos.' },
      headers: { 'retry-after': expect.stringMatching(/^(89\d|900)$/) },
    });
    expect((await login(DEMO_USER.email, DEMO_USER.password)).status).toBe(429);
  });

  it.each([
    [{ password: NEW_PASSWORD }, 'currentPassword', 'Senha atual: campo obrigatório.'],
    [{ currentPassword: DEMO_USER.password }, 'password', 'Nova senha: campo obrigatório.'],
    [{ currentPassword: DEMO_USER.password, password: 'curta1' }, 'password', PASSWORD_RULE_TEXT],
    [{ currentPassword: DEMO_USER.password, password: 'semnumeros' }, 'password', PASSWORD_RULE_TEXT],
    [{ currentPassword: DEMO_USER.password, password: 'x'.repeat(129) + '1' }, 'password', /até 128/],
  ])('refuses %p with 422 under the field, before checking any password', async (body, field, message) => {
    const answer = await changePassword(body);
    expect(answer).toMatchObject({ status: 422, data: { field, message: expect.stringMatching(message) } });
    expect((await login(DEMO_USER.email, DEMO_USER.password)).status).toBe(200);
  });

  it.each([null, { currentPassword: 123456, password: NEW_PASSWORD }])('answers 400 for %p', async (body) => {
    expect((await changePassword(body)).status).toBe(400);
  });

  it('answers 401 without a live session, and the password stays', async () => {
    const answer = await changePassword({ currentPassword: DEMO_USER.password, password: NEW_PASSWORD }, null);
    expect(answer).toEqual({ status: 401, data: { message: 'Sessão expirada.' } });
    expect((await login(DEMO_USER.email, DEMO_USER.password)).status).toBe(200);
  });
});

describe('maskCpf', () => {
  it.each([
    ['52998224725', '***.982.247-**'],
    ['529.982.247-25', '***.982.247-**'],
    ['123', '***.***.***-**'],
  ])('masks %p as %p', (cpf, masked) => expect(maskCpf(cpf)).toBe(masked));
});
