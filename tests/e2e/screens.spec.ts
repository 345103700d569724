import type { Page } from '@playwright/test';
import {
  addToBag,
  animationsEnded,
  axe,
  cartLink,
  expect,
  grid,
  login,
  menu,
  MENU_SLIDE_MS,
  openProduct,
  screenshotBoth,
  signIn,
  test,
  toasts,
} from './fixtures';
import { BOLSA, KIMONO, PULSEIRA, SAIA, VESTIDO } from './products';

// Every screen: screenshots at 360 and 1280 px into screenshots/ (for humans,
// never compared), then an axe audit that fails on serious or critical issues.

/** notistack's stack: audited on its own screen ('toasts'), so a toast does not blur the page audits. */
const TOASTS = '.notistack-SnackbarContainer';

async function audit(page: Page, screen: string, { withToasts = false } = {}): Promise<void> {
  const builder = axe(page);
  if (!withToasts) builder.exclude(TOASTS);
  const { violations } = await builder.analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = blocking.map(
    (v) =>
      `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `    at ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`)
        .join('\n'),
  );
  expect(blocking.length, `${screen}: serious/critical accessibility violations:\n${report.join('\n')}`).toBe(0);
}

async function check(page: Page, screen: string): Promise<void> {
  await screenshotBoth(page, screen);
  await audit(page, screen);
}

test('screen: home', async ({ page }) => {
  await page.goto('/');
  await expect(grid(page)).toBeVisible();
  await check(page, 'home');
});

test('screen: home with the menu open', async ({ page }) => {
  await page.goto('/');
  await expect(grid(page)).toBeVisible();
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(menu(page)).toBeVisible();
  // The menu slides in 0.4 s; the screenshot waits for the slide to end.
  const slide = `${MENU_SLIDE_MS / 1000}s`;
  await expect(menu(page)).toHaveCSS('transition-duration', `${slide}, ${slide}, 0s`);
  await animationsEnded(menu(page));
  await check(page, 'menu');
});

test('screen: product', async ({ page }) => {
  await openProduct(page, VESTIDO);
  await check(page, 'product');
});

test('screen: product not on sale', async ({ page }) => {
  await openProduct(page, PULSEIRA);
  await check(page, 'product-unavailable');
});

test('screen: product not found', async ({ page }) => {
  await page.goto('/product/nada-com-este-nome');
  await expect(page.getByText('Ops! Produto não encontrado')).toBeVisible();
  await check(page, 'product-not-found');
});

test('screen: login, with field errors', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await check(page, 'login');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Campo obrigatório', { exact: true })).toHaveCount(2);
  await check(page, 'login-errors');
});

test('screen: cart with items, then empty', async ({ page }) => {
  await signIn(page);
  await openProduct(page, KIMONO);
  await addToBag(page, 'M');
  await openProduct(page, BOLSA);
  await addToBag(page, 'U');
  await cartLink(page).click();
  await expect(page.getByRole('list', { name: 'Itens da sacola' }).getByRole('listitem')).toHaveCount(2);
  await check(page, 'cart');
  const remove = page.getByRole('button', { name: /^Remover/ });
  await remove.first().click();
  await expect(remove).toHaveCount(1);
  await remove.first().click();
  await expect(page.getByText('Carrinho vazio!', { exact: true })).toBeVisible();
  await check(page, 'cart-empty');
});

test('screen: toasts (success and removal with undo)', async ({ page }) => {
  await login(page);
  await expect(toasts(page).filter({ hasText: 'Login efetuado com sucesso!' })).toBeVisible();
  await openProduct(page, SAIA);
  await addToBag(page, '38');
  await cartLink(page).click();
  await page.getByRole('button', { name: /^Remover SAIA PLISSADA/ }).click();
  await expect(page.getByText('Carrinho vazio!', { exact: true })).toBeVisible();
  await expect(page.locator('#notistack-snackbar').first()).toBeVisible();
  await animationsEnded(page.locator(TOASTS).first()); // the toasts' entry
  await screenshotBoth(page, 'toasts');
  await audit(page, 'toasts', { withToasts: true });
});

test('screen: not found (/nao-existe)', async ({ page }) => {
  await page.goto('/nao-existe');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await check(page, 'not-found');
});

test('screen: error (a part of the shop fails to load)', async ({ page, hygiene }) => {
  // The product page's script chunk cannot be fetched (offline, or replaced by a deploy).
  hygiene.allow(/Failed to load resource/);
  hygiene.allow(/\[router\] a route failed to render/);
  await page.route(/\/js\/product\.[0-9a-f]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.goto('/product/BATA%20BORDADA');
  await page.waitForLoadState('networkidle');
  await screenshotBoth(page, 'error'); // first, so it shows what the shopper gets even when the checks fail
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  await audit(page, 'error');
});
