import { cartLink, expect, login, menu, productUrl, test, title } from './fixtures';
import { VESTIDO } from './products';

// Each page has its own document title, and moving to another page is announced.

/** The shop's polite live region (outside the page's content). */
const announcer = (page: import('@playwright/test').Page) =>
  page.locator('[role="status"][aria-live="polite"]:not(main *)');

test('every page has its own title and a page change is announced', async ({ page }) => {
  const vestido = VESTIDO;
  await page.goto('/');
  await expect(page).toHaveTitle('Vitrine | Moda feminina');

  await page.getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page).toHaveTitle('Login | Vitrine');
  await expect(announcer(page)).toHaveText('Login | Vitrine');
  await expect(announcer(page)).toHaveAttribute('aria-live', 'polite');

  await page.goto(productUrl(vestido));
  await expect(page).toHaveTitle(`${title(vestido)} | Vitrine`);

  await page.goto('/product/NAO-EXISTE');
  await expect(page.getByText('Ops! Produto não encontrado')).toBeVisible();
  await expect(page).toHaveTitle('Produto não encontrado | Vitrine');

  await page.goto('/qualquer-coisa');
  await expect(page).toHaveTitle('Página não encontrada | Vitrine');

  await page.goto('/trocas-e-devolucoes');
  await expect(page.getByRole('heading', { level: 1, name: 'Trocas e devoluções' })).toBeVisible();
  await expect(page).toHaveTitle('Trocas e devoluções | Vitrine');

  await login(page);
  await expect(page).toHaveTitle('Vitrine | Moda feminina');
  await cartLink(page).click();
  await expect(page).toHaveTitle('Carrinho de compras | Vitrine');
  await expect(announcer(page)).toHaveText('Carrinho de compras | Vitrine');

  // 'Minha conta' (signed in only), followed from the header and opened by its address.
  await page.getByRole('banner').getByRole('link', { name: 'Minha conta' }).click();
  await expect(page).toHaveTitle('Minha conta | Vitrine');
  await expect(announcer(page)).toHaveText('Minha conta | Vitrine');
  await page.goto('/conta');
  await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();
  await expect(page).toHaveTitle('Minha conta | Vitrine');

  // In-app navigation to a product is announced with the product's name.
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await menu(page).getByRole('link', { name: 'Vestido midi floral - Verde', exact: true }).click();
  await expect(page).toHaveTitle(`${title(vestido)} | Vitrine`);
  await expect(announcer(page)).toHaveText(`${title(vestido)} | Vitrine`);
});
