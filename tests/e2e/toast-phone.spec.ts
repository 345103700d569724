import type { Locator, Page } from '@playwright/test';
import { DEMO_USER, expect, login, productUrl, test, title, toasts, waitForToastsToGo } from './fixtures';
import { VESTIDO } from './products';

// On a phone a toast must not cover the control the shopper just used,
// nor the next one. Wide screens keep the spec's top-right toast for 5 s.

const PHONE = { width: 360, height: 740 };

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Names of the controls that one of the visible toasts lies over. */
async function coveredControls(page: Page, controls: Record<string, Locator>): Promise<string[]> {
  const boxes: Box[] = [];
  for (const toast of await toasts(page).all()) {
    const box = await toast.boundingBox();
    if (box) boxes.push(box);
  }
  expect(boxes.length, 'a toast is visible').toBeGreaterThan(0);
  const covered: string[] = [];
  for (const [name, control] of Object.entries(controls)) {
    const box = (await control.boundingBox())!;
    if (boxes.some((t) => overlaps(t, box))) covered.push(name);
  }
  return covered;
}

test.describe('at 360 px', () => {
  test.use({ viewport: PHONE });

  test('toasts on a phone leave the size select and the add button free, even three at once', async ({ page }) => {
    const vestido = VESTIDO;
    await login(page);
    await waitForToastsToGo(page);

    await page.goto(productUrl(vestido));
    await expect(page.getByRole('heading', { level: 1, name: title(vestido) })).toBeVisible();
    const select = page.getByLabel('Tamanho');
    const add = page.getByRole('button', { name: 'Adicionar produto à sacola' });
    await select.selectOption(vestido.sizes.find((s) => s.available)!.size);
    await add.click();
    await expect(page.getByText('Produto adicionado ao carrinho!')).toBeVisible();
    expect(await coveredControls(page, { 'size select': select, 'add button': add })).toEqual([]);

    // Three quick adds stack three toasts.
    await add.click();
    await add.click();
    await expect(toasts(page)).toHaveCount(3);
    expect(await coveredControls(page, { 'size select': select, 'add button': add })).toEqual([]);
  });

  test('the login toast on a phone leaves the sort buttons free', async ({ page }) => {
    // A shopper scrolls the login page down to its button (and past, to the footer).
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO_USER.email);
    await page.getByLabel('Senha').fill(DEMO_USER.password);
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(toasts(page).filter({ hasText: 'Login efetuado com sucesso!' })).toBeVisible();
    await expect(page).toHaveURL('/');
    const sort = {
      'Ordenar A | Z': page.getByRole('button', { name: 'Ordenar A | Z' }),
      'Ordenar menor preço': page.getByRole('button', { name: 'Ordenar menor preço' }),
      'Ordenar maior preço': page.getByRole('button', { name: 'Ordenar maior preço' }),
    };
    expect(await coveredControls(page, sort)).toEqual([]);
  });
});

test('toasts on a wide screen stay at the top right', async ({ page }) => {
  await login(page);
  const toast = toasts(page).filter({ hasText: 'Login efetuado com sucesso!' });
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  expect(box.y).toBeLessThan(800 / 4);
  expect(box.x + box.width).toBeGreaterThan(1280 * 0.75);
});
