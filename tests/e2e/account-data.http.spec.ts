import { readFileSync } from 'node:fs';
import { API, apiSignUp, newShopper, PASSWORD } from './account-helpers';
import { expect, login, test, toasts } from './fixtures';

// LGPD against `npm run api`: the export comes from the real server through
// fetchBaseQuery, and the deletion's password travels as a DELETE's JSON body (CORS preflight
// and all). The other device's session ends with the account. The in-page journey, by keyboard
// and at both widths: account-data.spec.ts.

test("'Baixar meus dados' and 'Excluir minha conta' over HTTP: the other device's session ends too", async ({
  page,
  request,
  hygiene,
}) => {
  // The wrong password's 403, which Chromium logs as any failed request over HTTP.
  hygiene.allow(/\/account:0\): Failed to load resource: the server responded with a status of 403/);
  const shopper = newShopper('lgpd');
  const { secret: otherDevice } = await apiSignUp(request, shopper);
  await login(page, { email: shopper.email, password: PASSWORD, name: shopper.name });
  await page.getByRole('banner').getByRole('link', { name: 'Minha conta' }).click();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar meus dados' }).click();
  const file = JSON.parse(readFileSync((await (await downloading).path())!, 'utf8')) as Record<string, unknown>;
  expect(file).toMatchObject({ account: { name: shopper.name, email: shopper.email } });
  expect(file.sessions).toHaveLength(2);

  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  const password = page.getByRole('form', { name: 'Excluir minha conta' }).getByLabel('Senha');
  await password.fill('errada123');
  await page.getByRole('button', { name: 'Excluir conta definitivamente' }).click();
  await expect(password).toHaveAccessibleDescription('Digite sua senha para confirmar. Senha incorreta.');
  await password.fill(PASSWORD);
  await page.getByRole('button', { name: 'Excluir conta definitivamente' }).click();
  await expect(toasts(page).filter({ hasText: 'Sua conta foi excluída.' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const headers = { authorization: `Bearer ${otherDevice}` };
  expect((await request.get(`${API}/session`, { headers })).status()).toBe(401);
  const again = await request.post(`${API}/login`, { data: { email: shopper.email, password: PASSWORD } });
  expect(again.status()).toBe(401);
});
