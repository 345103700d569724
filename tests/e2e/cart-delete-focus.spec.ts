import type { Page } from '@playwright/test';
import {
  addToBag,
  cartLines,
  cartLink,
  expect,
  isFocused,
  login,
  openProduct,
  signIn,
  tabTo,
  test,
  title,
  TOAST_MS,
  waitForToastsToGo,
} from './fixtures';
import { BATA, BOLSA, VESTIDO } from './products';

// Deleting a cart line by keyboard keeps focus somewhere sensible, the
// undo toast waits while it has focus, and 'Desfazer' puts the line back in place.

/** Signs in, adds three products (one line each) and opens the cart. */
async function cartOfThree(page: Page) {
  const picks = [BATA, VESTIDO, BOLSA];
  await login(page);
  for (const p of picks) {
    await openProduct(page, p);
    await addToBag(page, p.sizes.find((s) => s.available)!.size);
  }
  await page.goto('/cart');
  await expect(cartLines(page)).toHaveCount(3);
  return picks;
}

const focusIsOnBody = (page: Page) => page.evaluate(() => document.activeElement === document.body);

test('keyboard delete: focus moves to the next line, the toast pauses while focused, undo restores the line in place', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // The page's clock runs as usual until the test moves it on, past the toast's 5 s.
  await page.clock.install();
  const picks = await cartOfThree(page);
  const order = await cartLines(page).locator('h2').allTextContents();
  expect(order).toEqual(picks.map(title));
  await waitForToastsToGo(page);

  // Delete the middle line with the keyboard.
  const middle = cartLines(page).nth(1);
  await tabTo(page, middle.getByRole('button', { name: /^Remover/ }));
  await page.keyboard.press('Enter');
  await expect(cartLines(page)).toHaveCount(2);
  expect(await focusIsOnBody(page), 'focus fell to the page body after the delete').toBe(false);
  const focusedInNextLine = await cartLines(page)
    .nth(1)
    .evaluate((li) => li.contains(document.activeElement));
  expect(focusedInNextLine, 'focus is on the line that took the deleted one’s place').toBe(true);

  // 'Desfazer' is reachable, and the toast waits while it has focus.
  const undo = page.getByRole('button', { name: 'Desfazer' });
  await tabTo(page, undo, { max: 30 });
  await page.clock.runFor(TOAST_MS + 1_500);
  await expect(undo, 'the toast stays while its button has focus').toBeVisible();
  expect(await isFocused(undo)).toBe(true);

  await page.keyboard.press('Enter');
  await expect(cartLines(page)).toHaveCount(3);
  expect(await cartLines(page).locator('h2').allTextContents(), 'the line is back where it was').toEqual(order);
  expect(await focusIsOnBody(page), 'focus fell to the page body after the undo').toBe(false);
  expect(
    await cartLines(page)
      .nth(1)
      .evaluate((li) => li.contains(document.activeElement)),
    'focus is on the restored line',
  ).toBe(true);
});

test('keyboard delete of the last line moves focus to the summary', async ({ page }) => {
  const bata = BATA;
  await signIn(page);
  await openProduct(page, bata);
  await addToBag(page, bata.sizes.find((s) => s.available)!.size);
  await cartLink(page).click();
  await expect(cartLines(page)).toHaveCount(1);
  await tabTo(page, cartLines(page).getByRole('button', { name: /^Remover/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Nenhum produto selecionado')).toBeVisible();
  const inSummary = await page
    .getByRole('region', { name: 'Resumo do Pedido' })
    .evaluate((s) => s.contains(document.activeElement));
  expect(inSummary, 'focus is on the order summary').toBe(true);
});

test('undoing several deletions, in either order, puts every line back where it was', async ({ page }) => {
  test.setTimeout(60_000);
  const picks = await cartOfThree(page);
  await waitForToastsToGo(page);
  const undos = page.getByRole('button', { name: 'Desfazer' });

  for (const newestFirst of [false, true]) {
    // Delete the last line, then the new last one, then the first: three toasts with 'Desfazer'.
    await cartLines(page)
      .nth(2)
      .getByRole('button', { name: /^Remover/ })
      .click();
    await cartLines(page)
      .nth(1)
      .getByRole('button', { name: /^Remover/ })
      .click();
    await cartLines(page)
      .nth(0)
      .getByRole('button', { name: /^Remover/ })
      .click();
    await expect(undos).toHaveCount(3);
    // Undo them one way round, then (second pass) the other.
    for (let left = 3; left > 0; left -= 1) {
      // Toasts slide as others leave: click the button where it is, then wait for its toast to go.
      await undos.nth(newestFirst ? 0 : left - 1).click();
      await expect(undos).toHaveCount(left - 1);
    }
    await expect(cartLines(page)).toHaveCount(3);
    expect(await cartLines(page).locator('h2').allTextContents()).toEqual(picks.map(title));
    await waitForToastsToGo(page);
  }
});
