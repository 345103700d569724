import { brl, expect, login, openMyOrders, screenshotBoth, test, waitForToastsToGo } from './fixtures';
import {
  audit,
  continueTo,
  fillDelivery,
  pixTotalToSP,
  placeOrderButton,
  REGATA,
  REGATA_CENTS,
  startCheckout,
} from './checkout-helpers';

// 'Meus pedidos': the shopper's orders live on the backend.

test("'Meus pedidos' at 360 px: empty, then the order, after logout and login; another number is not found", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await login(page);
  await openMyOrders(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Meus pedidos' })).toBeVisible();
  await expect(page.getByText('Você ainda não fez nenhum pedido.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Conheça a loja' })).toHaveAttribute('href', '/');
  await screenshotBoth(page, 'pedidos-vazio');

  await startCheckout(page, REGATA, 'M', true);
  await fillDelivery(page);
  await continueTo(page, 'Pagamento');
  await page.getByRole('radio', { name: /PIX/ }).check();
  await continueTo(page, 'Revisão do pedido');
  await placeOrderButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido confirmado' })).toBeVisible();

  await waitForToastsToGo(page);
  await page.getByRole('button', { name: 'sair' }).click();
  await expect(page.getByRole('link', { name: 'Minha conta' })).toHaveCount(0);
  await login(page);
  await page.reload();
  await openMyOrders(page);
  const orders = page.getByRole('list', { name: 'Pedidos' }).getByRole('listitem');
  await expect(orders).toHaveCount(1);
  // The day as the shopper's browser sees it (the project's timezone), not the test runner's.
  const today = new Intl.DateTimeFormat('pt-BR', { timeZone: test.info().project.use.timezoneId }).format(new Date());
  await expect(orders.first()).toContainText(today);
  await expect(orders.first()).toContainText('Pagamento aprovado');
  await expect(orders.first()).toContainText(brl(pixTotalToSP(REGATA_CENTS)));
  await screenshotBoth(page, 'pedidos');
  await audit(page, 'Meus pedidos');

  await orders.first().getByRole('link', { name: 'Pedido nº 100001' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido 100001' })).toBeVisible();
  await expect(page).toHaveTitle('Pedido 100001 | Vitrine');
  await expect(page.getByText('Avenida Paulista, 1000')).toBeVisible();

  await page.goto('/pedidos/100002');
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido não encontrado' })).toBeVisible();
  await screenshotBoth(page, 'pedido-nao-encontrado');
});
