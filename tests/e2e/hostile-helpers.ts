import type { BrowserContext, Dialog, Page } from '@playwright/test';
import { DEMO_USER, STORAGE_KEYS, cartLink, expect, grid, liveSession } from './fixtures';

// Helpers for the hostile-input suite: tests/e2e/hostile-*.spec.ts.

export const [USER_KEY, USER_NAME_KEY, TOKEN_KEY] = STORAGE_KEYS;

/** What the current version writes after Maria logs in (persistence/storedSession.ts). */
export const VALID = {
  token: JSON.stringify(`${DEMO_USER.email}.vitrine-token`),
  /** The session's secret beside the keys, and the in-page server's record of it (fixtures.ts). */
  proof: liveSession(),
  userName: JSON.stringify(DEMO_USER.name),
  user: (fields: Record<string, unknown> = {}) =>
    JSON.stringify({
      version: 2,
      id: '1',
      email: DEMO_USER.email,
      name: DEMO_USER.name,
      cart: [],
      synced: { version: 0, lines: [] },
      ...fields,
    }),
};

/**
 * Writes these localStorage entries before the shop's script runs, once per
 * page (a reload keeps what the shop wrote since). A null value removes the key.
 */
export async function seedStorage(target: Page | BrowserContext, entries: Record<string, string | null>) {
  await target.addInitScript((values: Record<string, string | null>) => {
    try {
      if (sessionStorage.getItem('hostile:seeded')) return;
      for (const [key, value] of Object.entries(values)) {
        if (value === null) localStorage.removeItem(key);
        else localStorage.setItem(key, value);
      }
      sessionStorage.setItem('hostile:seeded', '1');
    } catch {
      // about:blank and other opaque origins have no storage
    }
  }, entries);
}

const SEED_PAGE = '/__hostile-seed';

/**
 * Replaces the shop's localStorage with these entries from a same-origin page
 * that is not the shop (a blank one the test serves itself), then opens `url`:
 * a fresh start of the app on seeded storage, cheaper than a new browser
 * context per case.
 */
export async function reseedAndOpen(page: Page, entries: Record<string, string>, url = '/') {
  await page.route(SEED_PAGE, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><link rel="icon" href="data:,"><title>seed</title>',
    }),
  );
  await page.goto(SEED_PAGE);
  await page.evaluate((values: Record<string, string>) => {
    localStorage.clear();
    sessionStorage.clear();
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
  await page.goto(url);
}

/** Every localStorage value, joined, for "is the password anywhere" checks. */
export async function allStoredText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    for (const area of [localStorage, sessionStorage]) {
      for (let i = 0; i < area.length; i += 1) {
        const key = area.key(i)!;
        parts.push(`${key}=${area.getItem(key) ?? ''}`);
      }
    }
    return parts.join('\n');
  });
}

/** Opens no dialog, ever: any alert/confirm/prompt is recorded and dismissed. */
export function recordDialogs(page: Page): Dialog[] {
  const dialogs: Dialog[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog);
    void dialog.dismiss().catch(() => {});
  });
  return dialogs;
}

/** Marks the page so we can tell a script that ran from text that was shown. */
export const XSS_FLAG = '__hostileXss';
export const xssPayloads = [
  `<script>window.${XSS_FLAG}=1;alert(1)</script>`,
  `"><img src=x onerror="window.${XSS_FLAG}=1;alert(1)">`,
  `<svg onload=alert(1)>`,
];

export async function expectNoScriptRan(page: Page, dialogs: Dialog[]) {
  expect(
    dialogs.map((d) => d.message()),
    'a dialog opened: some typed or linked text ran as code',
  ).toEqual([]);
  expect(await page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag] ?? null, XSS_FLAG)).toBe(
    null,
  );
}

// ---------------------------------------------------------------------------
// Sensible screens.

export async function expectHomeGrid(page: Page) {
  await expect(grid(page)).toBeVisible();
  await expect(grid(page).getByRole('listitem').first()).toBeVisible();
}

export async function expectAnonymous(page: Page) {
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(page.getByText(/Bem vindo\(a\)/)).toHaveCount(0);
}

export async function expectGreeting(page: Page, name: string = DEMO_USER.name) {
  await expect(page.getByText(`Bem vindo(a), ${name}!`, { exact: true })).toBeVisible();
}

export const NOT_FOUND_PRODUCT = 'Ops! Produto não encontrado';
export const ROUTER_ERROR = 'Unexpected Application Error!';

/** The badge's accessible name for a number of units. */
export const badgeName = (count: number) =>
  count === 0 ? 'Sacola' : `Sacola, ${count} ${count === 1 ? 'item' : 'itens'}`;

export async function expectBadge(page: Page, count: number, timeout?: number) {
  await expect(cartLink(page)).toHaveAccessibleName(badgeName(count), timeout ? { timeout } : undefined);
}

/**
 * Goes to the cart inside the app (no reload: an in-memory cart survives),
 * clicking the link through the DOM since a toast may cover the icon.
 */
export async function openCartInApp(page: Page) {
  await cartLink(page).evaluate((a) => (a as HTMLAnchorElement).click());
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: 'Carrinho de compras' })).toBeVisible();
}

export { cartLines } from './fixtures';

// ---------------------------------------------------------------------------
// The "cart may not be saved" notice (uiSlice.storageFailed).

export const STORAGE_NOTICE = 'Não conseguimos salvar sua sacola neste navegador';

/**
 * Counts every distinct toast element that ever shows the notice, so "shown
 * once" holds even after the 5 s toast has gone. Read with noticeCount().
 */
export async function countStorageNotices(page: Page) {
  await page.addInitScript((notice: string) => {
    const seen = new WeakSet<Node>();
    (window as unknown as { __storageNotices: number }).__storageNotices = 0;
    const scan = () => {
      document.querySelectorAll('#notistack-snackbar').forEach((el) => {
        if (!seen.has(el) && el.textContent?.includes(notice)) {
          seen.add(el);
          (window as unknown as { __storageNotices: number }).__storageNotices += 1;
        }
      });
    };
    new MutationObserver(scan).observe(document, { childList: true, subtree: true, characterData: true });
  }, STORAGE_NOTICE);
}

export const noticeCount = (page: Page) =>
  page.evaluate(() => (window as unknown as { __storageNotices?: number }).__storageNotices ?? -1);
