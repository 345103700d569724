import { DEMO_USER, expect, HUMAN_TYPING, searchBox, tabTo, test } from './fixtures';

// Focus stays with the shopper after the search's clear button and after a failed login.

const focusIsOnBody = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.activeElement === document.body || document.activeElement === null);

test('clearing the search by keyboard puts focus back in the search field', async ({ page }) => {
  await page.goto('/');
  await searchBox(page).click();
  await page.keyboard.type('vestido', HUMAN_TYPING);
  const clear = page.getByRole('button', { name: 'Limpar busca' });
  await tabTo(page, clear, { max: 10 });
  await page.keyboard.press('Enter');
  await expect(searchBox(page)).toHaveValue('');
  expect(await focusIsOnBody(page), 'focus fell to the page body').toBe(false);
  await expect(searchBox(page)).toBeFocused();
});

test('a failed login keeps focus on the form', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO_USER.email);
  await page.getByLabel('Senha').fill('errada');
  const submit = page.getByRole('button', { name: 'Entrar' });
  await tabTo(page, submit, { max: 10 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Email ou senha incorretos. Confira os dados e tente de novo.');
  expect(await focusIsOnBody(page), 'focus fell to the page body').toBe(false);
  const inForm = await page
    .locator('form[aria-labelledby="login-title"]')
    .evaluate((f) => f.contains(document.activeElement));
  expect(inForm, 'focus stays in the login form').toBe(true);
  // The shopper can try again at once, with the keyboard.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  expect(await focusIsOnBody(page)).toBe(false);
});
