import type { Page } from '@playwright/test';
import {
  addToBag,
  cartLines,
  cartLink,
  expect,
  openProduct,
  readLocalStorage,
  signIn,
  test,
  title,
  toasts,
} from './fixtures';
import { ADD_FAILED, failNow, KINDS, REASON } from './failures-helpers';
import { TOP, VESTIDO_AZUL } from './products';
import { listenLikeAScreenReader } from './live-helpers';

// The cart page's load and the background save when they fail (MOCK_FAIL=cart:…, cartSave:…).

const dress = VESTIDO_AZUL;
const top = TOP;
const SERVER_CARTS = '@context-amaro:server-carts';

async function signedInWithDress(page: Page) {
  await signIn(page);
  await openProduct(page, dress);
  await addToBag(page, 'M');
}

/** The lines of the backend's copy of Maria's cart (the fake backend keeps `{ lines, version }` in this key). */
const serverCart = (page: Page) =>
  readLocalStorage(page).then(
    (s) => (JSON.parse(s[SERVER_CARTS] ?? '{}') as Record<string, { lines: unknown[] } | undefined>)['1']?.lines,
  );

for (const kind of KINDS) {
  test(`cart load ${kind}: the stored cart with a notice, never an empty cart`, async ({ page }) => {
    await signedInWithDress(page);
    await failNow(page, `cart:${kind}`);
    await page.goto('/cart');
    const notice = page.getByRole('status').filter({ hasText: 'Não foi possível conferir sua sacola com o servidor' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(REASON[kind]);
    await expect(cartLines(page)).toHaveCount(1);
    await expect(
      cartLines(page)
        .first()
        .getByRole('heading', { name: title(dress) }),
    ).toBeVisible();
    await expect(page.getByText('Nenhum produto selecionado')).toHaveCount(0);

    await failNow(page, '');
    await notice.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(notice).toHaveCount(0);
    await expect(cartLines(page)).toHaveCount(1);
  });
}

for (const kind of KINDS) {
  test(`cart save ${kind} after an add: the spec's message, the error logged, the addition taken back`, async ({
    page,
    hygiene,
  }) => {
    hygiene.allow(/\[cart\] the backend did not save the cart/);
    const logged: string[] = [];
    page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
    await signedInWithDress(page);
    await openProduct(page, top);
    await failNow(page, `cartSave:${kind}`);
    await page.getByLabel('Tamanho').selectOption('G');
    await page.getByRole('button', { name: 'Adicionar produto à sacola' }).click();

    await expect(toasts(page).filter({ hasText: ADD_FAILED })).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Sacola, 1 item');
    expect(logged.some((text) => text.includes('[cart] the backend did not save the cart'))).toBe(true);

    // Trying again, once the backend answers, adds it.
    await failNow(page, '');
    await page.getByRole('button', { name: 'Adicionar produto à sacola' }).click();
    await expect(cartLink(page)).toHaveAccessibleName('Sacola, 2 itens');
  });
}

for (const kind of KINDS) {
  test(`cart save ${kind} after a delete: the line stays deleted here and reaches the backend later`, async ({
    page,
    hygiene,
  }) => {
    hygiene.allow(/\[cart\] the backend did not save the cart/);
    await signedInWithDress(page);
    await openProduct(page, top);
    await addToBag(page, 'G');
    await expect.poll(() => serverCart(page)).toHaveLength(2);
    await page.goto('/cart');
    await expect(cartLines(page)).toHaveCount(2);

    await failNow(page, `cartSave:${kind}`);
    await page.getByRole('button', { name: new RegExp(`^Remover ${title(dress)}`) }).click();
    await expect(
      toasts(page).filter({ hasText: 'Não foi possível salvar a alteração da sua sacola agora.' }),
    ).toBeVisible();
    await expect(cartLines(page)).toHaveCount(1);
    expect(await serverCart(page)).toHaveLength(2); // the backend still has both

    // Next visit, the backend answers again: the page shows the change, and the start sends it.
    await failNow(page, '');
    await page.reload();
    await expect(cartLink(page)).toHaveAccessibleName('Sacola, 1 item');
    await expect.poll(() => serverCart(page)).toHaveLength(1);
  });
}

// The shopper is never told both things; 'adicionado' waits for the backend.
for (const kind of KINDS) {
  test(`cart save ${kind} after an add: only the failure is shown and heard, never 'adicionado'`, async ({
    page,
    hygiene,
  }) => {
    hygiene.allow(/\[cart\] the backend did not save the cart/);
    await signedInWithDress(page);
    await openProduct(page, top);
    await failNow(page, `cartSave:${kind}`);
    await page.getByLabel('Tamanho').selectOption('G');
    const { heard } = await listenLikeAScreenReader(page);
    await page.evaluate(() => {
      // Every toast text shown from now on, however briefly.
      const shown: string[] = ((window as unknown as { shown: string[] }).shown = []);
      new MutationObserver(() =>
        document.querySelectorAll('#notistack-snackbar').forEach((toast) => shown.push(toast.textContent ?? '')),
      ).observe(document.body, { subtree: true, childList: true });
    });
    await page.getByRole('button', { name: 'Adicionar produto à sacola' }).click();

    await expect(toasts(page).filter({ hasText: ADD_FAILED })).toBeVisible();
    const shown = await page.evaluate(() => (window as unknown as { shown: string[] }).shown);
    expect(shown.filter((text) => text.includes('Produto adicionado ao carrinho!'))).toEqual([]);
    await expect.poll(heard).toContainEqual(expect.stringContaining('não foi adicionado à sacola'));
    expect((await heard()).filter((text) => / adicionado à sacola/.test(text) && !/não foi/.test(text))).toEqual([]);
  });
}
