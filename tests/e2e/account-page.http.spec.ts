import { API, apiSignUp, newDevice, newShopper, PASSWORD } from './account-helpers';
import { expect, login, test, WIDTHS } from './fixtures';

// 'Alterar senha' against `npm run api` (two browser contexts are two devices of one
// account only when the server is shared): a wrong current password is refused; the new one then
// signs in on another device, the old one fails, and the other devices' sessions are over.

const NEW_PASSWORD = 'trocada2026';

for (const width of WIDTHS) {
  test(`'Alterar senha' at ${width} px: the other devices signed out, the new password signs in, the old fails`, async ({
    page,
    browser,
    baseURL,
    request,
    hygiene,
  }) => {
    // The wrong current password's 403, which Chromium logs as any failed request over HTTP.
    hygiene.allow(/\/account\/password:0\): Failed to load resource: the server responded with a status of 403/);
    await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
    const shopper = newShopper(`troca-${width}`);
    const { secret: otherSession } = await apiSignUp(request, shopper);
    await login(page, { email: shopper.email, password: PASSWORD, name: shopper.name });
    await page.getByRole('banner').getByRole('link', { name: 'Minha conta' }).click();
    const form = page.getByRole('form', { name: 'Alterar senha' });
    const current = form.getByLabel('Senha atual');

    await current.fill('errada123');
    await form.getByLabel('Nova senha', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('Confirme a nova senha').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(current).toHaveAccessibleDescription('Senha atual incorreta.');

    await current.fill(PASSWORD);
    await form.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'Senha alterada. Você saiu da sua conta em todos os outros aparelhos.',
    );
    await expect(current).toHaveValue('');

    // The other session is over; this device stays signed in, after a reload too.
    const ended = await request.get(`${API}/account`, { headers: { authorization: `Bearer ${otherSession}` } });
    expect(ended.status()).toBe(401);
    await page.reload();
    await expect(page.getByText(`Bem vindo(a), ${shopper.name}!`)).toBeVisible();
    await expect(page.getByRole('form', { name: 'Meus dados' })).toBeVisible();

    // Another device: the old password fails, the new one signs in.
    const [phoneContext, phone] = await newDevice(browser, baseURL, width);
    await phone.goto('/login');
    await phone.getByLabel('Email').fill(shopper.email);
    await phone.getByLabel('Senha').fill(PASSWORD);
    await phone.getByRole('button', { name: 'Entrar' }).click();
    await expect(phone.getByText(/^Email ou senha incorretos./)).toBeVisible();
    await login(phone, { email: shopper.email, password: NEW_PASSWORD, name: shopper.name });
    await phoneContext.close();
  });
}
