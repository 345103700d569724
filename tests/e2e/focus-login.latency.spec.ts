import { DEMO_USER, expect, tabTo, test } from './fixtures';

// At the spec's login delay (1 s): the busy button must not drop keyboard focus.

test('default latency: a failed login by keyboard keeps focus on the form', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO_USER.email);
  await page.getByLabel('Senha').fill('errada');
  const submit = page.getByRole('button', { name: 'Entrar' });
  await tabTo(page, submit, { max: 10 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Email ou senha incorretos. Confira os dados e tente de novo.', {
    timeout: 5_000,
  });
  const focus = await page.evaluate(() => ({
    body: document.activeElement === document.body || document.activeElement === null,
    inForm: !!document.activeElement?.closest('form'),
  }));
  expect(focus.body, 'focus fell to the page body').toBe(false);
  expect(focus.inForm, 'focus stays in the login form').toBe(true);
});
