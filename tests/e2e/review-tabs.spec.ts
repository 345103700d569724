import { addToBag, brl, cents, expect, openProduct, screenshotBoth, test, title } from './fixtures';
import {
  audit,
  placeOrderButton,
  pixTotalToSP,
  REGATA_CENTS,
  serverOrders,
  startCheckout,
  toReviewWithPix,
} from './checkout-helpers';
import { CASACO, REGATA } from './products';

// The review never changes under the shopper's eyes: a coat added in a second tab of the same
// browser while the first is on 'Revisão do pedido' is said there, with the new total, and no
// order is placed until the shopper confirms the bag of now; the order is for what the review showed.

const COAT_SIZE = CASACO.sizes.find((size) => size.available)!.size;

test('a product added in a second tab while the first is on the review: said, with the new total; the order is what the review showed', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await startCheckout(page, REGATA, 'M');
  await toReviewWithPix(page);
  const before = pixTotalToSP(REGATA_CENTS);
  const after = pixTotalToSP(REGATA_CENTS + cents(CASACO.actual_price));
  const summary = page.getByRole('complementary', { name: 'Resumo' });
  const items = page.getByRole('list', { name: 'Itens do pedido' }).getByRole('listitem');
  await expect(summary.getByText(brl(before))).toBeVisible();

  // Tab B, same browser: the coat goes into the bag.
  const tabB = await context.newPage();
  await openProduct(tabB, CASACO);
  await addToBag(tabB, COAT_SIZE);

  // Tab A says so, once, with what changed and the new total; the review itself still shows what it showed.
  const notice = page.getByRole('alert').filter({ hasText: 'Sua sacola mudou' });
  await expect(notice).toContainText(`${title(CASACO)} (${COAT_SIZE}): entrou na sacola (1 unidade).`);
  await expect(notice).toContainText(`Novo total: ${brl(after)}`);
  await expect(page.getByRole('alert')).toHaveCount(1);
  await expect(items).toHaveCount(1);
  await expect(summary.getByText(brl(before))).toBeVisible();
  await audit(page, 'Revisão, sacola mudou');
  await screenshotBoth(page, 'revisao-sacola-mudou');

  // 'Finalizar pedido' places nothing for a bag the shopper has not confirmed: focus goes to the notice.
  await placeOrderButton(page).focus(); // marked aria-disabled, still reachable and pressed by keyboard
  await page.keyboard.press('Enter');
  await expect(notice).toBeFocused();
  expect(await serverOrders(page)).toHaveLength(0);

  // Confirmed: the review shows the bag of now, focus on its items; the order is for that.
  await notice.getByRole('button', { name: 'Revisar sacola atualizada' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Itens' })).toBeFocused();
  await expect(items).toHaveCount(2);
  await expect(summary.getByText(brl(after))).toBeVisible();
  await placeOrderButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido confirmado' })).toBeFocused({ timeout: 10_000 });
  await expect(page.getByText(brl(after)).first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Itens do pedido' }).getByRole('listitem')).toHaveCount(2);
  expect(await serverOrders(page)).toHaveLength(1);
});

test('a line taken out in a second tab: the review says so; the shopper confirms the smaller bag and is charged for it', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await startCheckout(page, REGATA, 'M');
  const tabB = await context.newPage();
  await openProduct(tabB, CASACO);
  await addToBag(tabB, COAT_SIZE);
  await page.goto('/checkout/entrega');
  await expect(page.getByRole('heading', { level: 1, name: 'Entrega' })).toBeFocused();
  await toReviewWithPix(page);
  const both = pixTotalToSP(REGATA_CENTS + cents(CASACO.actual_price));
  const summary = page.getByRole('complementary', { name: 'Resumo' });
  await expect(summary.getByText(brl(both))).toBeVisible();

  // Tab B takes the coat out of the bag.
  await tabB.goto('/cart');
  await tabB.getByRole('button', { name: new RegExp(`Remover ${title(CASACO)}`) }).click();

  const notice = page.getByRole('alert').filter({ hasText: 'Sua sacola mudou' });
  await expect(notice).toContainText(`${title(CASACO)} (${COAT_SIZE}): saiu da sacola.`);
  await expect(notice).toContainText(`Novo total: ${brl(pixTotalToSP(REGATA_CENTS))}`);
  await expect(summary.getByText(brl(both))).toBeVisible(); // still what it showed
  await notice.getByRole('button', { name: 'Revisar sacola atualizada' }).click();
  await placeOrderButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido confirmado' })).toBeFocused({ timeout: 10_000 });
  await expect(page.getByText(brl(pixTotalToSP(REGATA_CENTS))).first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Itens do pedido' }).getByRole('listitem')).toHaveCount(1);
});
