import { addToBag, cartLink, expect, openProduct, signIn, test, title, toasts } from './fixtures';
import { VESTIDO } from './products';
import { listenLikeAScreenReader } from './live-helpers';

// A line stops at 10 units; the shop says so instead of 'adicionado'.

const LIMIT = 'Limite de 10 unidades por produto';

for (const width of [360, 1280]) {
  test(`${width} px: at the 10-unit limit, '+' is explained and another add says why nothing was added`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page);
    await openProduct(page, VESTIDO);
    await addToBag(page, 'M');
    await cartLink(page).click();
    const stepper = page.getByRole('group', { name: `Quantidade de ${title(VESTIDO)}, tamanho M` });
    const plus = stepper.getByRole('button', { name: 'Aumentar quantidade' });
    for (let units = 2; units <= 10; units += 1) {
      await plus.click();
      await expect(stepper).toContainText(String(units));
    }
    await expect(plus).toBeDisabled();
    // Why '+' is off, in words on screen, read with the stepper.
    await expect(page.getByText(LIMIT, { exact: true })).toBeVisible();
    await expect(stepper).toHaveAccessibleDescription(LIMIT);

    await openProduct(page, VESTIDO);
    await page.getByLabel('Tamanho').selectOption('M');
    const { heard } = await listenLikeAScreenReader(page);
    await page.getByRole('button', { name: 'Adicionar produto à sacola' }).click();
    await expect(toasts(page).filter({ hasText: LIMIT })).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Sacola, 10 itens');
    // Said once, and nothing claims it was added.
    await expect.poll(heard).toContain(LIMIT);
    expect((await heard()).filter((text) => text.includes(LIMIT))).toEqual([LIMIT]);
    expect((await heard()).filter((text) => /adicionad/.test(text))).toEqual([]);
    await expect(toasts(page).filter({ hasText: 'Produto adicionado ao carrinho!' })).toHaveCount(0);
  });
}
