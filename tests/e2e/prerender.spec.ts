import { FREE_SHIPPING_PROMO } from '../../src/rules/prices';
import {
  addToBag,
  cartLink,
  FIRST_PAGE_CARDS,
  DEMO_USER,
  expect,
  grid,
  gridTitles,
  login,
  openProduct,
  test,
} from './fixtures';
import { TOP } from './products';

// Index.html carries the home page and app.html the page frame, drawn at build time,
// so the shop paints before its script runs; the browser then adopts the home page as it is.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page is already there: promo strip, header, banner, controls, loading grid', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText(FREE_SHIPPING_PROMO)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Vitrine, página inicial' })).toBeVisible();
    await expect(page.getByLabel('Buscar produtos')).toBeVisible();
    const banner = page.getByRole('img', { name: 'Nova coleção' });
    await expect(banner).toBeVisible();
    await expect(banner).toHaveJSProperty('complete', true);
    expect(await banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Ordenar A | Z' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Carregando...' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Voltar ao topo' })).toBeVisible();
    // Neither 'Login' nor a greeting is claimed before the stored session is known.
    await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
  });

  test('any other address gets the frame with the loading indicator, not the home page', async ({ page }) => {
    for (const path of ['/cart', '/login', '/product/VESTIDO%20MIDI%20FLORAL']) {
      await page.goto(path);
      await expect(page.getByText(FREE_SHIPPING_PROMO)).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Carregando...' })).toBeVisible();
      await expect(page.getByRole('img', { name: 'Nova coleção' })).toHaveCount(0);
    }
  });
});

/** Keeps the header element the HTML arrived with, before any script of the shop has run. */
async function rememberPrerenderedHeader(page: import('@playwright/test').Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as unknown as { htmlHeader: Element | null }).htmlHeader = document.querySelector('header');
    });
  });
}
const sameHeader = (page: import('@playwright/test').Page) =>
  page.evaluate(
    () =>
      document.querySelector('header') !== null &&
      (window as unknown as { htmlHeader: Element | null }).htmlHeader === document.querySelector('header'),
  );

test('the home page is adopted, not redrawn, and becomes fully interactive', async ({ page }) => {
  await rememberPrerenderedHeader(page);
  await page.goto('/');
  await expect(gridTitles(page)).toHaveCount(FIRST_PAGE_CARDS);
  expect(await sameHeader(page)).toBe(true);
  // The styles came with the page's head; adopting it inserted none of them again.
  const rules = await page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)),
  );
  expect(rules.length).toBeGreaterThan(50);
  expect(rules.filter((rule, i) => rules.indexOf(rule) !== i)).toEqual([]);
  await page.getByRole('button', { name: 'Ordenar menor preço' }).click();
  await expect(page).toHaveURL(/ordem=menor-preco/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});

test("a returning shopper's stored session and bag appear on the adopted page, without errors", async ({ page }) => {
  await login(page);
  await openProduct(page, TOP);
  await addToBag(page, 'G');
  await rememberPrerenderedHeader(page);
  await page.goto('/');
  await expect(page.getByText(`Bem vindo(a), ${DEMO_USER.name}!`)).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Sacola, 1 item');
  await expect(grid(page)).toBeVisible();
  expect(await sameHeader(page)).toBe(true);
  // The hygiene fixture fails the test on any hydration error React reports.
});

test('other addresses are drawn over the frame', async ({ page }) => {
  await rememberPrerenderedHeader(page);
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(await sameHeader(page)).toBe(false);
});
