import type { Page } from '@playwright/test';
import { expect, login, screenshotBoth, test } from './fixtures';
import {
  audit,
  continueTo,
  field,
  fillDelivery,
  KNOWN_CEP,
  placeOrderButton,
  serverOrders,
  startCheckout,
} from './checkout-helpers';
import { REGATA } from './products';

// The checkout follows 'Meus endereços': the saved address it chose, edited in another tab during
// the checkout, is the one the order ships to (and 'Entrega' shows it edited, not as a new address
// to save); removed there, the checkout says so and asks the shopper to choose again.

const book = (page: Page) => page.getByRole('region', { name: 'Meus endereços' });

/** 'Minha conta': Avenida Paulista, 1000 kept as the default address. */
async function saveAddress(page: Page) {
  await page.goto('/conta');
  await book(page).getByRole('button', { name: 'Adicionar endereço' }).click();
  await field(page, 'Nome do destinatário').fill('Maria Souza');
  await field(page, 'CEP').pressSequentially(KNOWN_CEP.typed);
  await expect(field(page, 'Rua')).toHaveValue(KNOWN_CEP.street);
  await field(page, 'Número').fill('1000');
  await book(page).getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(book(page).getByRole('status')).toHaveText('Endereço adicionado.');
}

/** Signed in with a saved address, at 'Revisão do pedido' with it chosen at 'Entrega', by PIX. */
async function atReviewWithSavedAddress(page: Page) {
  await login(page);
  await saveAddress(page);
  await startCheckout(page, REGATA, 'M', true);
  const offered = page.getByRole('group', { name: 'Endereços salvos' });
  await expect(offered.getByRole('radio', { name: /Avenida Paulista, 1000/ })).toBeChecked();
  await page.getByRole('radio', { name: /Econômica/ }).check();
  await continueTo(page, 'Pagamento');
  await page.getByRole('radio', { name: /PIX/ }).check();
  await continueTo(page, 'Revisão do pedido');
  await expect(page.getByRole('region', { name: 'Entrega' })).toContainText('Avenida Paulista, 1000');
}

/** A second tab of the same browser, at 'Minha conta'. */
async function accountTab(page: Page) {
  const tab = await page.context().newPage();
  await tab.goto('/conta');
  await expect(book(tab).getByRole('listitem')).toHaveCount(1);
  return tab;
}

test('the saved address edited in another tab: the review ships to it as it is now, and says so', async ({ page }) => {
  test.setTimeout(90_000);
  await atReviewWithSavedAddress(page);

  const tabB = await accountTab(page);
  await book(tabB).getByRole('button', { name: 'Editar' }).click();
  await field(tabB, 'Número').fill('1001');
  await book(tabB).getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(book(tabB).getByRole('status')).toHaveText('Endereço atualizado.');

  // One press of 'Finalizar pedido' sends nothing: the review shows the address as it is now, and says so.
  await placeOrderButton(page).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Este endereço foi alterado em Minha conta' });
  await expect(notice).toBeFocused();
  const delivery = page.getByRole('region', { name: 'Entrega' });
  await expect(delivery).toContainText('Avenida Paulista, 1001');
  expect(await serverOrders(page)).toHaveLength(0);
  await audit(page, 'Revisão, endereço alterado');
  await screenshotBoth(page, 'revisao-endereco-alterado');

  // The next press places the order, to the address as it is now.
  await placeOrderButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido confirmado' })).toBeFocused({ timeout: 10_000 });
  await expect(page.getByText('Avenida Paulista, 1001')).toBeVisible();
  await expect(page.getByText('Avenida Paulista, 1000')).toHaveCount(0);
});

test('back at Entrega after the edit: the saved address shows edited and chosen, never as a new address to save', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await atReviewWithSavedAddress(page);
  const tabB = await accountTab(page);
  await book(tabB).getByRole('button', { name: 'Editar' }).click();
  await field(tabB, 'Número').fill('1001');
  await book(tabB).getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(book(tabB).getByRole('status')).toHaveText('Endereço atualizado.');

  await page.getByRole('link', { name: 'Alterar a entrega' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Entrega' })).toBeFocused();
  const offered = page.getByRole('group', { name: 'Endereços salvos' });
  await expect(offered.getByRole('radio', { name: /Avenida Paulista, 1001/ })).toBeChecked();
  await expect(offered.getByRole('radio', { name: 'Novo endereço' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Salvar este endereço em Minha conta' })).toHaveCount(0);
  await continueTo(page, 'Pagamento');
  await continueTo(page, 'Revisão do pedido');
  await expect(page.getByRole('region', { name: 'Entrega' })).toContainText('Avenida Paulista, 1001');
  await placeOrderButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido confirmado' })).toBeFocused({ timeout: 10_000 });
  await expect(page.getByText('Avenida Paulista, 1001')).toBeVisible();
});

test('the saved address removed in another tab: the checkout says so and asks to choose again; nothing placed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await atReviewWithSavedAddress(page);
  const tabB = await accountTab(page);
  await book(tabB).getByRole('button', { name: 'Remover' }).click();
  await book(tabB).getByRole('button', { name: 'Sim, remover' }).click();
  await expect(book(tabB).getByRole('status')).toHaveText('Endereço removido.');

  await placeOrderButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Entrega' })).toBeFocused();
  await expect(page.getByRole('alert')).toHaveText(
    'O endereço escolhido foi removido de Minha conta. Escolha outro endereço para a entrega.',
  );
  expect(await serverOrders(page)).toHaveLength(0);
  // The removed copy does not linger as a new address: the form starts empty.
  await expect(page.getByRole('group', { name: 'Endereços salvos' })).toHaveCount(0);
  await expect(field(page, 'Número')).toHaveValue('');
  await audit(page, 'Entrega, endereço removido');
  await screenshotBoth(page, 'entrega-endereco-removido');

  await fillDelivery(page);
  await continueTo(page, 'Pagamento');
  await continueTo(page, 'Revisão do pedido');
  await placeOrderButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido confirmado' })).toBeFocused({ timeout: 10_000 });
});
