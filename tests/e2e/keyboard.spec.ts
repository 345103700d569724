import { DEMO_USER, cartLink, expect, isFocused, menu, tabTo, test, title } from './fixtures';
import { BATA } from './products';

// Journey 8: the whole purchase path with the keyboard only (no mouse calls).

test('keyboard only: log in, open the menu, pick a product, choose a size, add, reach the cart', async ({ page }) => {
  const bata = BATA;
  const kb = page.keyboard;

  // Log in with Tab and typing.
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Email'));
  await kb.type(DEMO_USER.email);
  await kb.press('Tab');
  expect(await isFocused(page.getByLabel('Senha'))).toBe(true);
  await kb.type(DEMO_USER.password);
  await kb.press('Enter');
  await expect(page.getByText('Bem vindo(a), Maria!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/');

  // The menu opens with Enter, takes focus, and Escape closes it, giving focus back.
  const opener = page.getByRole('button', { name: 'Abrir menu' });
  await tabTo(page, opener);
  await kb.press('Enter');
  await expect(menu(page)).toBeVisible();
  // Soft: a failure here is reported, and the rest of the journey still runs.
  await expect
    .soft(page.getByRole('button', { name: 'Fechar menu' }), 'focus moves into the opened menu')
    .toBeFocused({ timeout: 1_500 });
  await kb.press('Escape');
  await expect(menu(page)).toBeHidden();
  await expect(opener).toBeFocused();

  // Open it again and pick a product with Tab + Enter.
  await kb.press('Enter');
  await expect(menu(page)).toBeVisible();
  await tabTo(page, menu(page).getByRole('link', { name: 'Bata bordada - Branco', exact: true }), { max: 15 });
  await kb.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: title(bata) })).toBeVisible();
  await expect(menu(page)).toBeHidden();

  // Choose a size with the arrow keys (disabled sizes are skipped) and add with Enter.
  const select = page.getByLabel('Tamanho');
  await tabTo(page, select);
  await kb.press('ArrowDown');
  const firstAvailable = bata.sizes.find((s) => s.available)!.size;
  await expect(select).toHaveValue(firstAvailable);
  await kb.press('Tab');
  await expect(page.getByRole('button', { name: 'Adicionar produto à sacola' })).toBeFocused();
  await kb.press('Enter');
  await expect(page.getByText('Produto adicionado ao carrinho!', { exact: true })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Sacola, 1 item');

  // Back up to the cart icon in the header and open the cart.
  await tabTo(page, cartLink(page), { backwards: true });
  await kb.press('Enter');
  await expect(page).toHaveURL('/cart');
  const line = page.getByRole('list', { name: 'Itens da sacola' }).getByRole('listitem');
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('heading', { name: title(bata) })).toBeVisible();
  await expect(line.getByText(`Tamanho - ${firstAvailable}`, { exact: true })).toBeVisible();

  // The delete button is reachable and works from the keyboard too.
  await tabTo(page, line.getByRole('button', { name: /^Remover/ }));
  await kb.press('Enter');
  await expect(page.getByText('Carrinho vazio!', { exact: true })).toBeVisible();
});
