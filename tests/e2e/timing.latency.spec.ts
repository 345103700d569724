import type { Page } from '@playwright/test';
import { DEMO_USER, expect, grid, productUrl, test, title } from './fixtures';
import { BATA } from './products';

// Journey 7, against the default-latency build (project "latency"): the
// the spec's delays are felt once, side by side, never one after the other.

/** When (ms since navigation start) each watched element first appeared in the page. */
const MARKS = {
  loading: '[role="status"]',
  grid: 'ul[aria-label="Produtos"]',
  productTitle: 'main article h1',
  cartSummary: '#summary-title',
};

test.beforeEach(async ({ page }) => {
  await page.addInitScript((marks: Record<string, string>) => {
    const seen: Record<string, number> = {};
    (window as unknown as { __marks: Record<string, number> }).__marks = seen;
    const check = () => {
      for (const [name, selector] of Object.entries(marks)) {
        if (seen[name] === undefined && document.querySelector(selector)) seen[name] = performance.now();
      }
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  }, MARKS);
});

const marks = (page: Page) => page.evaluate(() => (window as unknown as { __marks: Record<string, number> }).__marks);

/** Asserts a delay window in seconds, with a readable message. */
function expectWindow(label: string, ms: number | undefined, [min, max]: [number, number]) {
  expect(ms, `${label} never appeared`).toBeDefined();
  const s = ms! / 1000;
  expect(s, `${label} appeared after ${s.toFixed(2)} s; expected between ${min} and ${max} s`).toBeGreaterThanOrEqual(
    min,
  );
  expect(s, `${label} appeared after ${s.toFixed(2)} s; expected between ${min} and ${max} s`).toBeLessThanOrEqual(max);
}

test('default latency: home shows Carregando... then the grid after ~2 s', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Carregando...', { exact: true })).toBeVisible();
  await expect(grid(page)).toBeVisible({ timeout: 6_000 });
  await expect(page.getByText('Carregando...', { exact: true })).toHaveCount(0);
  const m = await marks(page);
  expect(m.loading, 'Carregando... shown before the grid').toBeLessThan(m.grid ?? Infinity);
  expectWindow('the product grid', m.grid, [1.5, 3.5]);
});

test('default latency: the product page takes ~2 s, not the catalogue delay plus its own', async ({ page }) => {
  const p = BATA;
  await page.goto(productUrl(p));
  await expect(page.getByText('Carregando...', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title(p) })).toBeVisible({ timeout: 8_000 });
  expectWindow('the product page', (await marks(page)).productTitle, [1.5, 3.5]);

  // The related carousel needs the catalogue, fetched at the same time: no second wait.
  await expect(page.getByRole('heading', { name: 'Você também pode gostar' })).toBeVisible({ timeout: 1_500 });
});

test('default latency: a reloaded cart page takes ~2 s although session, catalogue and cart all load', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO_USER.email);
  await page.getByLabel('Senha').fill(DEMO_USER.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Bem vindo(a), Maria!', { exact: true })).toBeVisible({ timeout: 5_000 });

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Carrinho de compras' })).toBeVisible();
  await expect(page.getByText('Carregando...', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Resumo do Pedido' })).toBeVisible({ timeout: 8_000 });
  expectWindow('the cart summary', (await marks(page)).cartSummary, [1.5, 3.5]);
});
