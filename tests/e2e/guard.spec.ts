import { cartLink, expect, openProduct, test } from './fixtures';
import { TOP } from './products';

// Journey 3: anonymous shoppers are sent to /login.

test('anonymous guard: add-to-cart and the cart icon go to /login', async ({ page }) => {
  await openProduct(page, TOP);
  await page.getByLabel('Tamanho').selectOption('P');
  await page.getByRole('button', { name: 'Adicionar produto à sacola' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();

  await page.goto('/');
  await expect(cartLink(page)).toHaveAttribute('href', '/login');
  await cartLink(page).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
});

test('anonymous guard: /cart goes to /login and Back does not return to /cart', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Produtos' })).toBeVisible();
  await page.goto('/cart');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Carrinho de compras' })).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('list', { name: 'Produtos' })).toBeVisible();
});
