import type { Page } from '@playwright/test';
import {
  addToBag,
  cartLink,
  DEMO_USER,
  expect,
  login,
  openMyOrders,
  openProduct,
  readLocalStorage,
  test,
} from './fixtures';
import { failNow } from './failures-helpers';
import { placeOrderButton, REGATA, serverOrders, startCheckout, toReviewWithPix } from './checkout-helpers';

// A session the server no longer accepts (401) is not a server problem. The
// shopper is signed out, sent to sign in again, and brought back to the same page with the bag
// and the checkout as they were (docs/FAILURES.md).

const EXPIRED = 'Sua sessão expirou. Entre de novo para continuar.';

/** On /login, signed out, told why. */
async function askedToSignIn(page: Page) {
  await expect(page).toHaveURL('/login');
  await expect(page.getByText(EXPIRED)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(page.getByText(`Bem vindo(a), ${DEMO_USER.name}!`)).toHaveCount(0);
  expect(Object.keys(await readLocalStorage(page))).not.toContain('@context-amaro:token');
}

async function signIn(page: Page) {
  await page.getByLabel('Email').fill(DEMO_USER.email);
  await page.getByLabel('Senha').fill(DEMO_USER.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

test('401 on Finalizar pedido: signed out, then back on the review with everything kept', async ({ page }) => {
  await startCheckout(page);
  await toReviewWithPix(page);
  await failNow(page, 'placeOrder:401');
  await placeOrderButton(page).click();
  await askedToSignIn(page);
  await expect(page.getByText('Não conseguimos confirmar seu pedido')).toHaveCount(0);

  // The checkout waits for the same shopper's next sign-in, across a reload too.
  await failNow(page, '');
  await page.reload();
  await expect(page.getByText(EXPIRED)).toBeVisible();
  await signIn(page);
  await expect(page).toHaveURL('/checkout/revisao');
  await expect(page.getByRole('heading', { level: 1, name: 'Revisão do pedido' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Itens do pedido' }).getByText('REGATA CANELADA - OFF WHITE'),
  ).toBeVisible();
  await expect(page.getByText('Avenida Paulista, 1000')).toBeVisible();
  await expect(page.getByText('PIX (5% de desconto)')).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Sacola, 1 item');
  await expect(page.getByRole('heading', { name: 'Seu pedido não foi feito' })).toHaveCount(0);

  await placeOrderButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido confirmado' })).toBeVisible();
  expect(await serverOrders(page)).toHaveLength(1);
});

test('401 on Meus pedidos at 360 px: signed out, not a server problem; back after signing in', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await login(page);
  await openProduct(page, REGATA);
  await addToBag(page, 'G');
  await failNow(page, 'orders:401');
  await openMyOrders(page);
  await askedToSignIn(page);
  await expect(page.getByText('Tivemos um problema no nosso servidor.')).toHaveCount(0);

  await failNow(page, '');
  await signIn(page);
  await expect(page).toHaveURL('/pedidos');
  await expect(page.getByRole('heading', { level: 1, name: 'Meus pedidos' })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Sacola, 1 item');
});
