import { DEMO_USER, addToBag, cartLink, expect, login, openProduct, readLocalStorage, test } from './fixtures';
import { failFromStart, failNow, KINDS } from './failures-helpers';
import { VESTIDO_AZUL } from './products';

// Signing in and the session check on start when their calls fail (MOCK_FAIL=login:…, session:…).

const WRONG_PASSWORD = 'Email ou senha incorretos. Confira os dados e tente de novo.';
const CANNOT_SIGN_IN = 'Não foi possível entrar agora. Tente de novo.';

async function submitLogin(page: import('@playwright/test').Page, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO_USER.email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

for (const kind of KINDS) {
  test(`login ${kind}: reads differently from a wrong password, and the shopper stays anonymous`, async ({ page }) => {
    await failFromStart(page, `login:${kind}`);
    await submitLogin(page, DEMO_USER.password);
    await expect(page.getByRole('alert')).toHaveText(CANNOT_SIGN_IN);
    await expect(page).toHaveURL('/login');
    await expect(page.getByText(`Bem vindo(a), ${DEMO_USER.name}!`)).toHaveCount(0);

    await failNow(page, '');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText(`Bem vindo(a), ${DEMO_USER.name}!`)).toBeVisible();
  });
}

test('login: a wrong password reads as one', async ({ page }) => {
  await submitLogin(page, 'errada');
  await expect(page.getByRole('alert')).toHaveText(WRONG_PASSWORD);
});

const dress = VESTIDO_AZUL;

for (const kind of KINDS) {
  test(`session restore ${kind}: the shopper stays logged in with the stored cart`, async ({ page }) => {
    await login(page);
    await openProduct(page, dress);
    await addToBag(page, 'M');

    await failNow(page, `session:${kind}`);
    await page.clock.install(); // the reloaded page's clock, to move it past the session check
    await page.reload();
    await expect(page.getByText(`Bem vindo(a), ${DEMO_USER.name}!`)).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Sacola, 1 item');
    // Past the request's time-out (1.5 s in this build) on the page's clock, so the session
    // check has failed by now, whatever the kind: still signed in, cart and keys intact.
    await page.clock.runFor(2_000);
    await expect(page.getByText(`Bem vindo(a), ${DEMO_USER.name}!`)).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Sacola, 1 item');
    expect(Object.keys(await readLocalStorage(page))).toContain('@context-amaro:token');
  });
}

test('session restore: a 401 (a token the backend refuses) ends the session', async ({ page }) => {
  await login(page);
  await page.evaluate(() => localStorage.setItem('@context-amaro:token', JSON.stringify('forjado.vitrine-token')));
  await page.reload();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(page.getByText(`Bem vindo(a), ${DEMO_USER.name}!`)).toHaveCount(0);
});
