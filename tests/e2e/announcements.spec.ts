import { expect, openProduct, signIn, test, title, toasts } from './fixtures';
import { VESTIDO } from './products';
import { listenLikeAScreenReader } from './live-helpers';

// Each event is heard once, in words that say what happened to what.

test("adding to the bag is heard once; '+' and '−' say the line and its new quantity", async ({ page }) => {
  await signIn(page);
  await openProduct(page, VESTIDO);
  await page.getByLabel('Tamanho').selectOption('M');
  const add = await listenLikeAScreenReader(page);
  await page.getByRole('button', { name: 'Adicionar produto à sacola' }).click();
  await expect(toasts(page).filter({ hasText: 'Produto adicionado ao carrinho!' })).toBeVisible();
  await expect.poll(add.heard).toContain(`${title(VESTIDO)}, tamanho M, adicionado à sacola`);
  // The toast shows it; the page's one polite region says it: once.
  expect((await add.heard()).filter((text) => /adicionad/.test(text))).toEqual([
    `${title(VESTIDO)}, tamanho M, adicionado à sacola`,
  ]);
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.goto('/cart');
  const stepper = page.getByRole('group', { name: `Quantidade de ${title(VESTIDO)}, tamanho M` });
  await expect(stepper).toBeVisible();
  const steps = await listenLikeAScreenReader(page);
  await stepper.getByRole('button', { name: 'Aumentar quantidade' }).click();
  await expect.poll(steps.heard).toEqual([`${title(VESTIDO)}, tamanho M: 2 unidades`]);
  await stepper.getByRole('button', { name: 'Diminuir quantidade' }).click();
  await expect
    .poll(steps.heard)
    .toEqual([`${title(VESTIDO)}, tamanho M: 2 unidades`, `${title(VESTIDO)}, tamanho M: 1 unidade`]);
});
