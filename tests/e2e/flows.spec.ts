import { addToBag, cartLink, DEMO_USER, expect, login, openProduct, productUrl, test, title, toasts } from './fixtures';
import { REGATA, VESTIDO } from './products';

// Flows of several steps (logout, the way back after login, adding while anonymous),
// driven as a shopper does, at a phone's and a desktop's width.

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('logging out on /cart ends on the home page, and the next login stays there', async ({ page }) => {
      await login(page);
      await openProduct(page, REGATA);
      await addToBag(page, 'M');
      await cartLink(page).click();
      await expect(page.getByRole('heading', { name: 'Carrinho de compras' })).toBeVisible();

      await page.getByRole('button', { name: 'sair' }).click();
      await expect(toasts(page).filter({ hasText: 'Logout efetuado com sucesso!' })).toBeVisible();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('list', { name: 'Produtos' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Login' })).toHaveCount(0);

      await page.getByRole('link', { name: 'Login', exact: true }).click();
      await page.getByLabel('Email').fill(DEMO_USER.email);
      await page.getByLabel('Senha').fill(DEMO_USER.password);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await expect(page.getByText(`Bem vindo(a), ${DEMO_USER.name}!`)).toBeVisible();
      await expect(page).toHaveURL('/');
    });

    test('the login form is not shown to a signed-in shopper: Back skips it, /login goes home', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('link', { name: 'Login', exact: true }).click();
      await page.getByLabel('Email').fill(DEMO_USER.email);
      await page.getByLabel('Senha').fill(DEMO_USER.password);
      await page.keyboard.press('Enter');
      await expect(page.getByText(`Bem vindo(a), ${DEMO_USER.name}!`)).toBeVisible();
      await expect(page).toHaveURL('/');

      await page.goBack();
      await expect(page.getByRole('form', { name: 'Login' })).toHaveCount(0);
      await page.goto('/login');
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('form', { name: 'Login' })).toHaveCount(0);
      await expect(page.getByText(`Bem vindo(a), ${DEMO_USER.name}!`)).toBeVisible();
    });

    test('adding while anonymous says why at login, then returns to the product with the size chosen', async ({
      page,
    }) => {
      const vestido = VESTIDO;
      await page.goto(productUrl(vestido));
      await expect(page.getByRole('heading', { level: 1, name: title(vestido) })).toBeVisible();
      await page.getByLabel('Tamanho').selectOption('M');
      await page.getByRole('button', { name: 'Adicionar produto à sacola' }).click();

      await expect(page).toHaveURL('/login');
      await expect(page.getByText('Entre para adicionar produtos à sacola')).toBeVisible();
      await page.getByLabel('Email').fill(DEMO_USER.email);
      await page.getByLabel('Senha').fill(DEMO_USER.password);
      await page.getByRole('button', { name: 'Entrar' }).click();

      await expect(page.getByRole('heading', { level: 1, name: title(vestido) })).toBeVisible();
      await expect(page.getByLabel('Tamanho')).toHaveValue('M');
      await page.getByRole('button', { name: 'Adicionar produto à sacola' }).click();
      await expect(cartLink(page)).toHaveAccessibleName('Sacola, 1 item');
    });
  });
}
