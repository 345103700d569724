import type { Locator, Page } from '@playwright/test';
import { expect, readLocalStorage, screenshotBoth, test, toasts } from './fixtures';
import { audit } from './checkout-helpers';

// 'Criar conta' by keyboard alone, at 360 and 1280 px, with axe on each new page.

const PASSWORD = 'teclado2026';

/** Tabs until this element has focus (at most 40 presses). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 40; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

for (const width of [360, 1280]) {
  test(`'Criar conta' by keyboard alone at ${width} px: errors said under the fields, then signed in`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
    await page.goto('/');
    // The header's link, reached and followed with the keyboard.
    await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Criar conta' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeVisible();
    await expect(page).toHaveTitle('Criar conta | Vitrine');
    await audit(page, 'Criar conta');

    // Sent empty: each field says what it lacks, and focus goes to the first.
    const submit = page.getByRole('button', { name: 'Criar conta' });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Nome' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveAccessibleDescription('Campo obrigatório');
    await expect(page.getByRole('checkbox')).toHaveAccessibleDescription(
      'Aceite os termos de uso e o aviso de privacidade para criar a conta.',
    );
    await audit(page, 'Criar conta, com erros');
    await screenshotBoth(page, 'cadastro-erros');

    await page.keyboard.type('Ana Teclado');
    await page.keyboard.press('Tab');
    await page.keyboard.type(`ana.teclado.${width}@exemplo.com.br`);
    await tabTo(page, page.getByRole('textbox', { name: 'CPF' }));
    await page.keyboard.type('39053344705');
    await expect(page.getByRole('textbox', { name: 'CPF' })).toHaveValue('390.533.447-05');
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await tabTo(page, page.getByLabel('Confirme a senha'));
    await page.keyboard.type(PASSWORD);
    await tabTo(page, page.getByRole('checkbox', { name: /Li e aceito/ }));
    await page.keyboard.press('Space');
    await tabTo(page, submit);
    await page.keyboard.press('Enter');

    await expect(toasts(page)).toHaveText('Conta criada com sucesso! Você já está conectado(a).');
    await expect(page.getByText('Bem vindo(a), Ana Teclado!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    // The browser keeps the session's secret beside the spec's keys; never the password.
    const stored = await readLocalStorage(page);
    expect(JSON.stringify(stored)).not.toContain(PASSWORD);
    expect(JSON.parse(stored['@context-amaro:sessionSecret']!)).toMatchObject({ version: 1, secret: /^[\w-]{43}$/ });
  });
}

for (const width of [360, 1280]) {
  test(`'Criar conta' with a taken CPF at ${width} px: one answer that names no data, and the ways on by keyboard`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
    await page.goto('/cadastro');
    await page.getByRole('textbox', { name: 'Nome' }).fill('Ana Teclado');
    await page.getByRole('textbox', { name: 'Email' }).fill(`ana.outra.${width}@exemplo.com.br`);
    // The demo shopper's CPF: it has an account, and the answer must not say so.
    await page.getByRole('textbox', { name: 'CPF' }).fill('529.982.247-25');
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirme a senha').fill(PASSWORD);
    await page.getByRole('checkbox', { name: /Li e aceito/ }).check();
    const submit = page.getByRole('button', { name: 'Criar conta' });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');

    const form = page.getByRole('form', { name: 'Criar conta' });
    await expect(form.getByRole('alert')).toHaveText(
      'Não foi possível criar a conta com esses dados. Se você já tem conta, entre ou recupere sua senha.',
    );
    await expect(page.getByText(/já existe|CPF já|com este CPF/i)).toHaveCount(0);
    await expect(submit).toBeFocused();
    await audit(page, 'Criar conta, dados de outra conta');
    await screenshotBoth(page, 'cadastro-dados-de-outra-conta');

    // The next stops of the keyboard are the ways on: 'Entrar', then 'Esqueci minha senha'.
    await page.keyboard.press('Tab');
    await expect(form.getByRole('link', { name: 'Entrar' }).first()).toBeFocused();
    await page.keyboard.press('Tab');
    const forgot = form.getByRole('link', { name: 'Esqueci minha senha' });
    await expect(forgot).toBeFocused();
    await expect(forgot).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/esqueci-senha$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/cadastro$/);
  });
}

test("axe on 'Esqueci minha senha' and 'Criar nova senha', at 360 and 1280 px", async ({ page }) => {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Esqueci minha senha' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill('maria@vitrine.dev');
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Se houver uma conta com este email' })).toBeVisible();
    await audit(page, 'Esqueci minha senha');
    await page.goto(`/redefinir-senha?token=${'x'.repeat(43)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Criar nova senha' })).toBeVisible();
    await audit(page, 'Criar nova senha');
  }
  await screenshotBoth(page, 'redefinir-senha');
});
