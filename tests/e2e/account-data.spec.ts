import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { freshCpf } from './account-helpers';
import { audit, placeOrderButton, REGATA, serverOrders, startCheckout, toReviewWithPix } from './checkout-helpers';
import { expect, readLocalStorage, screenshotBoth, tabTo, test, toasts, WIDTHS } from './fixtures';

// LGPD, at 360 and 1280 px: a new shopper places an order, downloads her data
// ('Baixar meus dados': her own data, no hash or secret), then deletes her account by keyboard
// ('Excluir minha conta': a wrong password first). After it, the sign-in fails, the order stays on
// the server without her name, email, CPF or street, and the same email and CPF sign up again.

const PASSWORD = 'privacidade2026';

async function signUp(page: Page, shopper: { name: string; email: string; cpf: string }) {
  await page.goto('/cadastro');
  await page.getByRole('textbox', { name: 'Nome' }).fill(shopper.name);
  await page.getByRole('textbox', { name: 'Email' }).fill(shopper.email);
  await page.getByRole('textbox', { name: 'CPF' }).fill(shopper.cpf);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirme a senha').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /Li e aceito/ }).check();
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText(`Bem vindo(a), ${shopper.name}!`)).toBeVisible();
}

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
}

for (const width of WIDTHS) {
  test(`'Baixar meus dados' and 'Excluir minha conta' at ${width} px`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
    const shopper = { name: 'Lia Privada', email: `lia.${width}.${Date.now()}@exemplo.com.br`, cpf: freshCpf() };
    await signUp(page, shopper);

    // An order, so the deletion has one to keep without her data.
    await startCheckout(page, REGATA, 'M', true);
    await toReviewWithPix(page);
    await placeOrderButton(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pedido confirmado' })).toBeFocused();

    await page.getByRole('banner').getByRole('link', { name: 'Minha conta' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeFocused();
    const myData = page.getByRole('region', { name: 'Seus dados' });
    await expect(myData.getByRole('link', { name: 'Veja o que guardamos e onde' })).toHaveAttribute(
      'href',
      '/privacidade',
    );

    // 'Baixar meus dados': one JSON file, her own data, nothing that proves anything.
    const downloading = page.waitForEvent('download');
    await myData.getByRole('button', { name: 'Baixar meus dados' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('vitrine-meus-dados.json');
    const file = JSON.parse(readFileSync((await download.path())!, 'utf8')) as Record<string, unknown>;
    expect(file).toMatchObject({
      account: { name: shopper.name, email: shopper.email, cpf: shopper.cpf },
      consents: [{ document: 'termos-de-uso-e-aviso-de-privacidade' }],
      orders: [{ id: '100001', address: { recipient: 'Maria Souza', street: 'Avenida Paulista' } }],
    });
    expect((file.sessions as unknown[]).length).toBeGreaterThan(0);
    expect(keysOf(file).filter((key) => /hash|salt|secret|token|digest/i.test(key))).toEqual([]);
    expect(JSON.stringify(file)).not.toContain('pbkdf2');
    expect(JSON.stringify(file)).not.toContain(PASSWORD);
    await expect(myData.getByRole('status')).toHaveText(
      'Seus dados foram baixados no arquivo vitrine-meus-dados.json.',
    );
    // Nothing of the file in the shop's own storage (only the fake server's keys hold her data).
    const shopKeys = Object.entries(await readLocalStorage(page)).filter(([key]) => !key.includes(':server-'));
    expect(JSON.stringify(shopKeys)).not.toContain(shopper.cpf);

    // 'Excluir minha conta', by keyboard: the password asked in place, a wrong one first.
    const deletion = page.getByRole('region', { name: 'Excluir minha conta' });
    await tabTo(page, deletion.getByRole('button', { name: 'Excluir minha conta' }));
    await page.keyboard.press('Enter');
    const password = page.getByRole('form', { name: 'Excluir minha conta' }).getByLabel('Senha');
    await expect(password).toBeFocused();
    await audit(page, 'Minha conta, excluir conta');
    await page.keyboard.type('errada123');
    await page.keyboard.press('Enter');
    await expect(password).toHaveAccessibleDescription('Digite sua senha para confirmar. Senha incorreta.');
    await expect(password).toBeFocused();
    await audit(page, 'Minha conta, senha incorreta');
    if (width === 360) await screenshotBoth(page, 'excluir-conta');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(PASSWORD);
    await tabTo(page, page.getByRole('button', { name: 'Excluir conta definitivamente' }));
    await page.keyboard.press('Enter');

    await expect(toasts(page).filter({ hasText: 'Sua conta foi excluída.' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    const stored = await readLocalStorage(page);
    expect(stored['@context-amaro:sessionSecret']).toBeUndefined();
    expect(JSON.stringify(stored)).not.toContain(PASSWORD);

    // The order stays on the server, without her.
    const [order] = await serverOrders(page);
    expect(order).toMatchObject({
      id: '100001',
      userId: '',
      address: { recipient: '', street: '', city: 'São Paulo' },
    });
    for (const personal of [shopper.email, shopper.cpf, shopper.name, 'Maria Souza', 'Avenida Paulista']) {
      expect(JSON.stringify(stored)).not.toContain(personal);
    }

    // The sign-in fails; the same email and CPF make a new account.
    await page.goto('/login');
    await page.getByLabel('Email').fill(shopper.email);
    await page.getByLabel('Senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText(/Email ou senha incorretos/)).toBeVisible();
    await signUp(page, { ...shopper, name: 'Lia de Novo' });
  });
}
