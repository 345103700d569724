import type { Page } from '@playwright/test';
import {
  addToBag,
  cartLines,
  cartLink,
  expect,
  openProduct,
  readLocalStorage,
  screenshotBoth,
  signIn,
  test,
  title,
  toasts,
} from './fixtures';
import { ADD_FAILED } from './failures-helpers';
import { TOP, VESTIDO_AZUL } from './products';

// The server refuses a cart with a line it cannot store (422), here a size
// sold out since the shopper added it (the failures build's console handle sells it out). The
// page logs no error either (the fixture checks): a refused line is not a failed save.

const dress = VESTIDO_AZUL;
const top = TOP;
const skuOf = (size: string, p = dress) => p.sizes.find((s) => s.size === size)!.sku;

/** The SKUs of the fake backend's copy of Maria's cart (kept in the page's storage). */
const serverSkus = (page: Page) =>
  readLocalStorage(page).then((s) =>
    (
      (JSON.parse(s['@context-amaro:server-carts'] ?? '{}') as Record<string, { lines: Array<{ sku: string }> }>)['1']
        ?.lines ?? []
    ).map((line) => line.sku),
  );

test('a size sold out since it was added leaves the cart with a message; the other lines are saved, once', async ({
  page,
}) => {
  await signIn(page);
  await openProduct(page, dress);
  await addToBag(page, 'M');
  await expect.poll(() => serverSkus(page)).toEqual([skuOf('M')]);

  await page.waitForFunction(() => 'vitrineMock' in window);
  await page.evaluate(
    (sku) => (window as unknown as { vitrineMock: { soldOut(sku: string): unknown } }).vitrineMock.soldOut(sku),
    skuOf('M'),
  );
  await openProduct(page, top);
  await addToBag(page, 'G');

  const refused = toasts(page).filter({
    hasText: `${title(dress)}, tamanho M, não está mais disponível e saiu da sua sacola.`,
  });
  await expect(refused).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Sacola, 1 item');
  await expect.poll(() => serverSkus(page)).toEqual([skuOf('G', top)]);
  await expect(toasts(page).filter({ hasText: ADD_FAILED })).toHaveCount(0);
  await expect(refused).toHaveCount(1);
  await screenshotBoth(page, 'cart-line-refused');

  await page.goto('/cart');
  await expect(cartLines(page)).toHaveCount(1);
  await expect(cartLines(page).getByRole('heading', { name: title(top) })).toBeVisible();
});
