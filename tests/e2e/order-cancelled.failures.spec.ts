import type { Page } from '@playwright/test';
import {
  addToBag,
  brl,
  cartLines,
  cents,
  expect,
  login,
  openProduct,
  readLocalStorage,
  screenshotBoth,
  signIn,
  tabTo,
  test,
  title,
} from './fixtures';
import { mock, placeOrderButton, switchesFromStart, toReviewWithPix } from './checkout-helpers';
import { failNow, REASON } from './failures-helpers';
import { listenLikeAScreenReader } from './live-helpers';
import { BLUSA, REGATA, TOP, VESTIDO } from './products';

// A PIX whose time ran out. The failures build has the console handle:
// vitrineMock.pix.expire() ends the 30 minutes now, .soldOut() and .reprice() change the catalogue
// the server serves, as the days between an order and 'Comprar novamente' do.

const EXPIRED = 'O prazo para pagar o PIX terminou e nada foi cobrado.';
const cancelledHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Pedido cancelado' });

/** Places a PIX order of what is in the bag; a PIX takes ten minutes to be paid here. */
async function placePixOrder(page: Page) {
  await page.getByRole('link', { name: /^Sacola/ }).click();
  await page.getByRole('link', { name: 'Finalizar compra' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Entrega' })).toBeFocused();
  await toReviewWithPix(page);
  await placeOrderButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido confirmado' })).toBeVisible();
}

test('the PIX expires with focus on Copiar código; focus moves to the heading, said once', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await switchesFromStart(page, { latency: 'pixPaid=600000' });
  await signIn(page);
  await openProduct(page, REGATA);
  await addToBag(page, 'M');
  await placePixOrder(page);
  const copy = page.getByRole('button', { name: 'Copiar código' });
  await tabTo(page, copy);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Código copiado!', { exact: true }).first()).toBeVisible();
  await expect(copy).toBeFocused();

  const screenReader = await listenLikeAScreenReader(page);
  await mock(page, 'pix.expire()');
  await expect(cancelledHeading(page)).toBeFocused({ timeout: 8_000 });
  await expect(copy).toHaveCount(0);
  await expect(page).toHaveTitle('Pedido cancelado | Vitrine');
  await expect.poll(screenReader.heard).toContain(EXPIRED);
  // Still once after the next status poll would have come (the page stops asking once the order is final).
  await page.waitForTimeout(3_500);
  expect((await screenReader.heard()).filter((text) => text.includes(EXPIRED))).toHaveLength(1);
  await expect(cancelledHeading(page)).toBeFocused();
});

test("'Pedido cancelado' and 'Comprar novamente', which puts the lines back at today's prices and names what changed", async ({
  page,
  context,
}) => {
  await switchesFromStart(page, { latency: 'pixPaid=600000' });
  await login(page);
  for (const [product, size] of [
    [REGATA, 'M'],
    [VESTIDO, 'M'],
    [TOP, 'P'],
  ] as const) {
    await openProduct(page, product);
    await addToBag(page, size);
  }
  await placePixOrder(page);
  await expect(page.getByRole('link', { name: 'Sacola' })).toBeVisible(); // the order emptied the bag
  await mock(page, 'pix.expire()');
  await expect(cancelledHeading(page)).toBeVisible({ timeout: 8_000 });
  await expect(page).toHaveTitle('Pedido cancelado | Vitrine');
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido confirmado' })).toHaveCount(0);
  await expect(page.getByRole('main').getByText(EXPIRED)).toBeVisible();

  // Days later: the dress sold out in M, the tank top costs more, and another tab added a blouse.
  const vestidoM = VESTIDO.sizes.find((s) => s.size === 'M')!.sku;
  const newPrice = cents(REGATA.actual_price) + 1000;
  await mock(page, `soldOut('${vestidoM}')`);
  await mock(page, `reprice('${REGATA.code_color}', '${brl(newPrice)}')`);
  const other = await context.newPage();
  await openProduct(other, BLUSA);
  await addToBag(other, 'P');
  await other.close();

  // Today's catalogue cannot be had: nothing is put back, and the shopper is told why.
  const again = page.getByRole('button', { name: 'Comprar novamente' });
  await failNow(page, 'catalogue:500');
  await again.click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `Não foi possível colocar os itens na sua sacola agora. ${REASON['500']}` }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sacola, 1 item' })).toBeVisible();

  await failNow(page, '');
  await again.click();
  const outcome = page.getByRole('status').filter({ hasText: 'para a sua sacola' });
  await expect(outcome).toContainText('2 itens voltaram para a sua sacola.');
  await expect(outcome).toContainText(`${title(VESTIDO)} (M) esgotou e ficou de fora.`);
  await expect(outcome).toContainText(
    `${title(REGATA)} (M) agora custa ${brl(newPrice)} (era ${brl(cents(REGATA.actual_price))}).`,
  );
  await expect(page.getByRole('link', { name: 'Sacola, 3 itens' })).toBeVisible();
  await screenshotBoth(page, 'pedido-cancelado-comprar-novamente');

  await page.getByRole('link', { name: 'Ver sacola' }).click();
  const expected = [title(BLUSA), title(REGATA), title(TOP)];
  await expect(cartLines(page).getByRole('heading')).toHaveText(expected);
  await expect(cartLines(page).filter({ hasText: title(REGATA) })).toContainText(brl(newPrice));
  // The server holds the same lines (saved with the version it had, the blouse kept).
  await expect
    .poll(async () => {
      const carts = JSON.parse((await readLocalStorage(page))['@context-amaro:server-carts'] ?? '{}') as Record<
        string,
        { lines: Array<{ productId: string }> }
      >;
      return carts['1']?.lines.map((line) => line.productId);
    })
    .toEqual([BLUSA.code_color, REGATA.code_color, TOP.code_color]);
  await page.reload();
  await expect(cartLines(page).getByRole('heading')).toHaveText(expected);
});
