import type { Page } from '@playwright/test';
import { apiSignUp, API, freshCpf, mailedResetLink, newDevice, newShopper, PASSWORD } from './account-helpers';
import { expect, login, openMyOrders, test, toasts, tokenFor, waitForToastsToGo } from './fixtures';
import { continueTo, fillDelivery, placeOrderButton, REGATA, startCheckout } from './checkout-helpers';

// Items 1 to 3, against `npm run api` (playwright.config.ts): accounts and sessions on
// the server, the password reset through the outbox, and what the server refuses.

async function signUpOnPage(page: Page, shopper: { name: string; email: string }) {
  await page.goto('/cadastro');
  await page.getByRole('textbox', { name: 'Nome' }).fill(shopper.name);
  await page.getByRole('textbox', { name: 'Email' }).fill(shopper.email);
  await page.getByRole('textbox', { name: 'CPF' }).fill(freshCpf());
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirme a senha').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /Li e aceito/ }).check();
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText(`Bem vindo(a), ${shopper.name}!`)).toBeVisible();
}

/** The session's secret this page's shop keeps beside the spec's keys. */
async function storedSecret(page: Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('@context-amaro:sessionSecret'));
  return (JSON.parse(raw ?? '{}') as { secret: string }).secret;
}

test('sign up, order, log out; signed in on another device, the order is listed', async ({
  page,
  browser,
  baseURL,
}) => {
  const shopper = newShopper('pedido');
  await signUpOnPage(page, shopper);
  await startCheckout(page, REGATA, 'M', true);
  await fillDelivery(page);
  await continueTo(page, 'Pagamento');
  await page.getByRole('radio', { name: /PIX/ }).check();
  await continueTo(page, 'Revisão do pedido');
  await placeOrderButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido confirmado' })).toBeVisible();
  const number = (await page.getByText(/^Pedido nº \d+/).textContent())!.match(/\d+/)![0];
  const laptopSecret = await storedSecret(page);
  await waitForToastsToGo(page);
  await page.getByRole('button', { name: 'sair' }).click();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();

  const [phoneContext, phone] = await newDevice(browser, baseURL, 360);
  await login(phone, { email: shopper.email, password: PASSWORD, name: shopper.name });
  await openMyOrders(phone);
  await expect(phone.getByRole('link', { name: `Pedido nº ${number}` })).toBeVisible();
  await phoneContext.close();

  // The session 'sair' ended answers 401 over HTTP.
  const ended = await page.request.get(`${API}/orders`, { headers: { authorization: `Bearer ${laptopSecret}` } });
  expect(ended.status()).toBe(401);
});

test('a password reset through the outbox: the old password and the old sessions then fail', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const shopper = newShopper('senha');
  const { secret: oldSession } = await apiSignUp(request, shopper);
  const [phoneContext, phone] = await newDevice(browser, baseURL, 360);
  await login(phone, { email: shopper.email, password: PASSWORD, name: shopper.name });

  await page.goto('/login');
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(shopper.email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByText(/^Se houver uma conta com este email/)).toBeVisible();

  // The outbox, as a developer reads it (a development-only route of `npm run api`).
  const link = await mailedResetLink(request, shopper.email);
  await page.goto(link);
  const newPassword = 'outraSenha2026';
  await page.getByLabel('Nova senha', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirme a nova senha').fill(newPassword);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(toasts(page)).toHaveText('Senha alterada com sucesso! Você já está conectado(a).');
  await expect(page.getByText(`Bem vindo(a), ${shopper.name}!`)).toBeVisible();
  // The token left the address.
  await expect(page).toHaveURL(/\/$/);

  // The old sessions are over: the API's, and the phone's (signed out at its next start).
  expect((await request.get(`${API}/session`, { headers: { authorization: `Bearer ${oldSession}` } })).status()).toBe(
    401,
  );
  await phone.reload();
  await expect(phone.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await phoneContext.close();
  // The old password fails; the new one works; the link works once.
  const logIn = (password: string) => request.post(`${API}/login`, { data: { email: shopper.email, password } });
  expect((await logIn(PASSWORD)).status()).toBe(401);
  expect((await logIn(newPassword)).status()).toBe(200);
  const token = new URL(link, API).searchParams.get('token');
  expect(
    (await request.put(`${API}/password`, { data: { resetToken: token, password: 'maisUma2026' } })).status(),
  ).toBe(410);
});

test('over HTTP: a forged token is 401, the sixth wrong password 429, a foreign origin gets no CORS header', async ({
  request,
  baseURL,
}) => {
  const shopper = newShopper('limites');
  const { token } = await apiSignUp(request, shopper);
  // The spec's token is made from the email alone: it proves nothing.
  expect(token).toBe(tokenFor({ email: shopper.email }));
  for (const forged of [token, `${'a'.repeat(43)}`]) {
    const answer = await request.get(`${API}/orders`, { headers: { authorization: `Bearer ${forged}` } });
    expect(answer.status()).toBe(401);
  }

  const wrong = () => request.post(`${API}/login`, { data: { email: shopper.email, password: 'errada123' } });
  for (let i = 0; i < 5; i += 1) expect((await wrong()).status()).toBe(401);
  const sixth = await wrong();
  expect(sixth.status()).toBe(429);
  expect(await sixth.json()).toEqual({ message: 'Muitas tentativas. Tente de novo em 15 minutos.' });
  expect(Number(sixth.headers()['retry-after'])).toBeGreaterThan(800);
  expect(sixth.headers()['x-content-type-options']).toBe('nosniff');
  // The outbox answers only a request that names this machine (DNS rebinding would name another).
  expect((await request.get(`${API}/_dev/outbox`, { headers: { host: 'evil.example' } })).status()).toBe(403);

  // The shop's own origin is answered with CORS; another site's page gets no CORS header at all.
  const own = await request.get(`${API}/products`, { headers: { origin: baseURL! } });
  expect(own.headers()['access-control-allow-origin']).toBe(baseURL);
  for (const origin of ['https://evil.example', 'http://127.0.0.1:9']) {
    const preflight = await request.fetch(`${API}/orders`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    const answer = await request.get(`${API}/products`, { headers: { origin } });
    expect(preflight.headers()['access-control-allow-origin']).toBeUndefined();
    expect(answer.headers()['access-control-allow-origin']).toBeUndefined();
  }
});
