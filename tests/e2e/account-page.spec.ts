import { expect, login, readLocalStorage, screenshotBoth, tabTo, test, WIDTHS } from './fixtures';
import { audit } from './checkout-helpers';

// 'Minha conta' and 'Privacidade', at 360 and 1280 px: the page reached by keyboard from
// the header, a new name in the greeting (kept across a reload), a wrong current password refused,
// axe on both pages. The new password on another device: account-page.http.spec.ts.

for (const width of WIDTHS) {
  test(`'Minha conta' at ${width} px: from the header by keyboard, a new name, a wrong current password`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
    await login(page);
    await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Minha conta' }));
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 1, name: 'Minha conta' });
    await expect(heading).toBeFocused();
    await expect(page).toHaveTitle('Minha conta | Vitrine');
    await expect(page).toHaveURL(/\/conta$/);
    const details = page.getByRole('form', { name: 'Meus dados' });
    await expect(details.getByText('***.982.247-**')).toBeVisible();
    await expect(details.getByText('maria@vitrine.dev')).toBeVisible();
    await audit(page, 'Minha conta');

    // A new name by keyboard: the greeting follows, and so does the stored userName, after a reload too.
    const name = details.getByRole('textbox', { name: 'Nome' });
    await tabTo(page, name);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Maria Teclado');
    await tabTo(page, details.getByRole('button', { name: 'Salvar nome' }));
    await page.keyboard.press('Enter');
    await expect(details.getByRole('status')).toHaveText('Nome atualizado.');
    await expect(page.getByText('Bem vindo(a), Maria Teclado!')).toBeVisible();
    // Written a moment later (redux-persist writes its keys in later ticks; a page hidden flushes them).
    await expect
      .poll(async () => JSON.parse((await readLocalStorage(page))['@context-amaro:userName'] ?? 'null') as unknown)
      .toBe('Maria Teclado');
    await page.reload();
    await expect(page.getByText('Bem vindo(a), Maria Teclado!')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Meus dados' }).getByRole('textbox', { name: 'Nome' })).toHaveValue(
      'Maria Teclado',
    );

    // A wrong current password: the server's words under the field, focus there.
    const password = page.getByRole('form', { name: 'Alterar senha' });
    await password.getByLabel('Senha atual').fill('errada123');
    await password.getByLabel('Nova senha', { exact: true }).fill('novaSenha2026');
    await password.getByLabel('Confirme a nova senha').fill('novaSenha2026');
    await password.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(password.getByLabel('Senha atual')).toHaveAccessibleDescription('Senha atual incorreta.');
    await expect(password.getByLabel('Senha atual')).toBeFocused();
    await audit(page, 'Minha conta, senha atual incorreta');
    // Nothing of the passwords in the browser's storage or the address.
    const stored = JSON.stringify(await readLocalStorage(page));
    expect(stored).not.toContain('errada123');
    expect(stored).not.toContain('novaSenha2026');
    expect(page.url()).not.toContain('senha');
    if (width === 360) await screenshotBoth(page, 'minha-conta');
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });

  test(`'Privacidade' at ${width} px: from the footer, every browser key named, axe clean`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacidade' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacidade' })).toBeFocused();
    await expect(page).toHaveTitle('Privacidade | Vitrine');
    for (const key of ['user', 'userName', 'token', 'checkout', 'sessionSecret', 'recent']) {
      await expect(page.getByRole('term').filter({ hasText: new RegExp(`^@context-amaro:${key}$`) })).toBeVisible();
    }
    await audit(page, 'Privacidade');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    if (width === 360) await screenshotBoth(page, 'privacidade');
  });
}
