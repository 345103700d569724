import { DEMO_USER, STORAGE_KEYS, expect, readLocalStorage, readSessionStorage, test, toasts } from './fixtures';

// Journey 4: the login form and what a successful login leaves in the browser.

test('login: empty, bad email and wrong password are explained', async ({ page }) => {
  await page.goto('/login');
  const email = page.getByLabel('Email');
  const password = page.getByLabel('Senha');
  const submit = page.getByRole('button', { name: 'Entrar' });

  await submit.click();
  await expect(page.getByText('Campo obrigatório', { exact: true })).toHaveCount(2);
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL('/login');

  // Spaces only count as empty (values are trimmed).
  await email.fill('   ');
  await password.fill('   ');
  await submit.click();
  await expect(page.getByText('Campo obrigatório', { exact: true })).toHaveCount(2);

  await email.fill('maria@');
  await password.fill('qualquer');
  await submit.click();
  await expect(page.getByText('Email inválido', { exact: true })).toBeVisible();
  await expect(page.getByText('Campo obrigatório', { exact: true })).toHaveCount(0);

  await email.fill(DEMO_USER.email);
  await password.fill('senha-errada');
  await submit.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Email ou senha incorretos' })).toBeVisible();
  await expect(page.getByText('Email inválido', { exact: true })).toHaveCount(0);
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  expect(Object.keys(await readLocalStorage(page)).filter((k) => STORAGE_KEYS.includes(k as never))).toEqual([]);
});

test('login: success shows the toast and greeting, stores the three keys and never the password', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(`  ${DEMO_USER.email} `);
  await page.getByLabel('Senha').fill(DEMO_USER.password);
  await page.getByRole('button', { name: 'Entrar' }).click();

  await expect(page).toHaveURL('/');
  await expect(toasts(page).filter({ hasText: 'Login efetuado com sucesso!' })).toBeVisible();
  await expect(page.getByText('Bem vindo(a), Maria!', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'sair' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Sacola/ })).toHaveAttribute('href', '/cart');

  await expect
    .poll(async () => Object.keys(await readLocalStorage(page)))
    .toEqual(expect.arrayContaining([...STORAGE_KEYS]));
  const local = await readLocalStorage(page);
  expect(JSON.parse(local['@context-amaro:userName']!)).toBe('Maria');
  expect(JSON.parse(local['@context-amaro:token']!)).toContain(DEMO_USER.email);
  expect(JSON.parse(local['@context-amaro:user']!)).toMatchObject({ email: DEMO_USER.email, name: 'Maria', cart: [] });

  // No password anywhere the browser keeps data for the page.
  const session = await readSessionStorage(page);
  const cookies = (await context.cookies()).map((c) => `${c.name}=${c.value}`);
  const everything = [...Object.entries(local), ...Object.entries(session)]
    .map(([k, v]) => `${k}=${v}`)
    .concat(cookies);
  expect(
    everything.filter((entry) => entry.includes(DEMO_USER.password)),
    'storage entries holding the password',
  ).toEqual([]);

  // The session survives a reload.
  await page.reload();
  await expect(page.getByText('Bem vindo(a), Maria!', { exact: true })).toBeVisible();
});
