import type { Page } from '@playwright/test';
import {
  DEMO_USER,
  cartLink,
  expect,
  gridTitles,
  openProduct,
  readLocalStorage,
  test,
  title,
  toasts,
} from './fixtures';
import {
  STORAGE_NOTICE,
  TOKEN_KEY,
  USER_KEY,
  USER_NAME_KEY,
  VALID,
  cartLines,
  countStorageNotices,
  expectBadge,
  expectGreeting,
  noticeCount,
  openCartInApp,
  reseedAndOpen,
} from './hostile-helpers';
import { KIMONO, TOP, VESTIDO } from './products';

// Storage faults and "no lost cart": private modes, a full disk,
// reloads, closed tabs and two tabs at once.

const dress = VESTIDO;
const top = TOP;
const kimono = KIMONO;

/** Chooses a size and clicks add; waits for the badge to count `units`. */
async function add(page: Page, size: string, units: number) {
  await page.getByLabel('Tamanho').selectOption(size);
  await page.getByRole('button', { name: 'Adicionar produto à sacola' }).click();
  await expectBadge(page, units);
}

const FAULTS: Array<[label: string, install: () => void]> = [
  [
    'localStorage throws on every access (private mode)',
    () => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('denied', 'SecurityError');
        },
      });
    },
  ],
  [
    'getItem throws',
    () => {
      Storage.prototype.getItem = function getItem() {
        throw new DOMException('denied', 'SecurityError');
      };
    },
  ],
  [
    'setItem throws QuotaExceededError (full storage)',
    () => {
      Storage.prototype.setItem = function setItem() {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    },
  ],
];

test.describe('hostile faults: storage the browser refuses', () => {
  for (const [label, install] of FAULTS) {
    test(`${label}: browse, log in, add to cart in memory; the notice shows once`, async ({ page }) => {
      await countStorageNotices(page);
      await page.addInitScript(install);
      await page.goto('/login');
      await page.getByLabel('Email').fill(DEMO_USER.email);
      await page.getByLabel('Senha').fill(DEMO_USER.password);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await expectGreeting(page);
      await expect(toasts(page).filter({ hasText: STORAGE_NOTICE })).toBeVisible();

      // Browse and add without reloading: the cart lives in memory.
      await gridTitles(page)
        .filter({ hasText: title(dress) })
        .first()
        .click();
      await expect(page.getByRole('heading', { level: 1, name: title(dress) })).toBeVisible();
      await add(page, 'M', 1);
      await add(page, 'G', 2);
      await openCartInApp(page);
      await expect(cartLines(page)).toHaveCount(2);
      await expect(page.getByText('Total de items no carrinho: 2', { exact: true })).toBeVisible();
      await page.getByRole('button', { name: `Remover ${title(dress)}, tamanho M` }).click();
      await expect(cartLines(page)).toHaveCount(1);
      await expectBadge(page, 1);

      expect(await noticeCount(page), 'the "may not be saved" notice is shown exactly once').toBe(1);
    });
  }
});

test.describe('hostile faults: no lost cart', () => {
  const loggedIn = {
    ...VALID.proof,
    [TOKEN_KEY]: VALID.token,
    [USER_NAME_KEY]: VALID.userName,
    [USER_KEY]: VALID.user(),
  };

  test('the cart survives a reload', async ({ page }) => {
    await reseedAndOpen(page, loggedIn, '/product/TOP%20CROPPED');
    await add(page, 'G', 1);
    await add(page, 'G', 2);
    await page.reload();
    await expectBadge(page, 2);
    await page.goto('/cart');
    await expect(cartLines(page)).toHaveCount(1);
    await expect(page.getByText('Total de items no carrinho: 2', { exact: true })).toBeVisible();
  });

  test('the cart survives closing the tab right after adding', async ({ context }) => {
    const pageA = await context.newPage();
    await reseedAndOpen(pageA, loggedIn);
    await openProduct(pageA, top);
    await add(pageA, 'G', 1);
    await openProduct(pageA, kimono);
    await add(pageA, 'M', 2);
    // The shopper saw the badge change and closed the tab at once.
    await pageA.close({ runBeforeUnload: false });

    const pageB = await context.newPage();
    await pageB.goto('/cart');
    await expectGreeting(pageB);
    await expect(cartLines(pageB)).toHaveCount(2);
    await expectBadge(pageB, 2);
  });

  test('two tabs: an addition in one shows in the other within 1 s, both ways', async ({ context }) => {
    const pageA = await context.newPage();
    await reseedAndOpen(pageA, loggedIn, '/product/TOP%20CROPPED');
    const pageB = await context.newPage();
    await pageB.goto('/product/KIMONO%20ESTAMPADO');
    await expectGreeting(pageB);

    await add(pageA, 'G', 1);
    await expectBadge(pageB, 1, 1_000);
    await add(pageB, 'M', 2);
    await expectBadge(pageA, 2, 1_000);
    await add(pageA, 'G', 3);
    await expectBadge(pageB, 3, 1_000);

    await pageB.reload();
    await expectBadge(pageB, 3);
    const stored = JSON.parse((await readLocalStorage(pageA))[USER_KEY]!) as { cart: unknown[] };
    expect(stored.cart).toHaveLength(2);
  });

  test('two tabs changing the cart concurrently: the later write does not erase the other tab’s addition', async ({
    context,
  }) => {
    const pageA = await context.newPage();
    await reseedAndOpen(pageA, loggedIn, '/product/TOP%20CROPPED');
    const pageB = await context.newPage();
    // Concurrency made deterministic: tab B clicks before the browser has delivered
    // tab A's 'storage' event to it (events are queued tasks, so this order happens
    // whenever two shoppers' clicks are close). B's events are held, then released.
    // The holder is installed before the shop's own listener, so it runs first.
    await pageB.addInitScript(() => {
      const w = window as unknown as { heldStorageEvents: StorageEvent[]; holdStorageEvents: boolean };
      w.heldStorageEvents = [];
      w.holdStorageEvents = false;
      window.addEventListener(
        'storage',
        (event) => {
          if (!w.holdStorageEvents) return;
          event.stopImmediatePropagation();
          w.heldStorageEvents.push(new StorageEvent('storage', event));
        },
        true,
      );
    });
    await pageB.goto('/product/KIMONO%20ESTAMPADO');
    await expectGreeting(pageB);
    await pageB.evaluate(() => {
      (window as unknown as { holdStorageEvents: boolean }).holdStorageEvents = true;
    });
    const topG = top.sizes.find((s) => s.size === 'G')!.sku;
    await add(pageA, 'G', 1);
    await expect.poll(async () => (await readLocalStorage(pageA))[USER_KEY] ?? '').toContain(topG);
    // B catches up with the stored cart as it adds, so it already shows both.
    await add(pageB, 'M', 2);
    await pageB.evaluate(() => {
      const w = window as unknown as { heldStorageEvents: StorageEvent[]; holdStorageEvents: boolean };
      w.holdStorageEvents = false;
      w.heldStorageEvents.forEach((event) => window.dispatchEvent(event));
    });

    for (const [name, page] of [
      ['A', pageA],
      ['B', pageB],
    ] as const) {
      await expect(cartLink(page), `tab ${name} lost an addition made in the other tab`).toHaveAccessibleName(
        'Sacola, 2 itens',
        { timeout: 2_000 },
      );
    }
    await pageA.reload();
    await expectBadge(pageA, 2, 2_000);
  });
});
