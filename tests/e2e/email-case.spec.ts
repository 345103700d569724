import { DEMO_USER, expect, test } from './fixtures';

// The email is compared without regard to case or surrounding spaces; the password exactly.

test('log in with the email in capitals', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('MARIA@VITRINE.DEV');
  await page.getByLabel('Senha').fill(DEMO_USER.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText(`Bem vindo(a), ${DEMO_USER.name}!`)).toBeVisible();
  await expect(page).toHaveURL('/');
});

test('the password still has to match exactly', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('Maria@Vitrine.dev');
  await page.getByLabel('Senha').fill(` ${DEMO_USER.password}x`);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Email ou senha incorretos. Confira os dados e tente de novo.');
});
