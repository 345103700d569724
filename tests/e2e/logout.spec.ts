import {
  STORAGE_KEYS,
  addToBag,
  cartLink,
  expect,
  login,
  openProduct,
  readLocalStorage,
  test,
  waitForToastsToGo,
  toasts,
} from './fixtures';
import { REGATA } from './products';

// Journey 6: logout clears the session, the keys and the cart, and the guard is back.

test('logout: toast, keys gone, badge gone, guard active again', async ({ page }) => {
  await login(page);
  await openProduct(page, REGATA);
  await addToBag(page, 'M');
  await expect(cartLink(page)).toHaveText('1');
  await expect
    .poll(async () => Object.keys(await readLocalStorage(page)))
    .toEqual(expect.arrayContaining([...STORAGE_KEYS]));

  await waitForToastsToGo(page);
  await page.getByRole('button', { name: 'sair' }).click();
  await expect(page).toHaveURL('/');
  await expect(toasts(page).filter({ hasText: 'Logout efetuado com sucesso!' })).toBeVisible();
  await expect(page.getByText(/Bem vindo\(a\)/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Sacola');
  await expect(cartLink(page)).toHaveText('');
  await expect
    .poll(async () => Object.keys(await readLocalStorage(page)).filter((k) => STORAGE_KEYS.includes(k as never)))
    .toEqual([]);

  // The guard is active again, also after a reload.
  await expect(cartLink(page)).toHaveAttribute('href', '/login');
  await page.goto('/cart');
  await expect(page).toHaveURL('/login');
  await page.reload();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Sacola');
});
