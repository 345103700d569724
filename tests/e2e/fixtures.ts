import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { DEMO_USER } from '../../mocks/demoLogin';
import { tokenFor } from '../../mocks/backend/users';
import { PAGE_SIZE } from '../../src/features/catalog/ProductCards';
import { BANNER_STEP_MS, MENU_SLIDE_MS, TOAST_MS } from '../../src/theme/theme';

/**
 * Shared fixture for every browser test: each test gets a fresh context (the
 * Playwright default) and fails on any uncaught page error or console error.
 * A test that provokes an error on purpose says so with `hygiene.allow(/…/)`.
 */
export interface Hygiene {
  /** Console errors / page errors matching this are expected in this test. */
  allow(pattern: RegExp): void;
  /** What has been collected so far (for debugging). */
  readonly problems: readonly string[];
}

/**
 * The fake backend's run-time switches a page starts with (mocks/devtools/switches.ts), as
 * text like the variables: latency ('0' = MOCK_LATENCY_MS=0), fail (MOCK_FAIL), timeout
 * (API_TIMEOUT_MS) and api (a path of the shop's origin where `npm run api` answers).
 */
export interface BackendSwitches {
  latency?: string;
  fail?: string;
  timeout?: string;
  api?: string;
}

/** Where the page keeps them (mocks/devtools/switchesKey.ts). */
export const SWITCHES_KEY = 'vitrine:mock-switches';

/**
 * Adds `switches` to the tab's stored ones before the page's scripts run, once per tab (a
 * marker says it was done): a change the test makes later (the console handle) outlives reloads.
 * A latency is added to the stored one: the later names win.
 */
export async function switchesFromStart(
  target: Page | BrowserContext,
  switches: BackendSwitches,
  marker = 'e2e:switches',
): Promise<void> {
  if (Object.keys(switches).length === 0) return;
  await target.addInitScript(
    ([key, mark, value]) => {
      // about:blank, a download's or a seeded page's frame: no storage of the shop's origin to write.
      if (!location.protocol.startsWith('http')) return;
      try {
        if (sessionStorage.getItem(mark!)) return;
      } catch {
        return;
      }
      let stored: unknown = {};
      try {
        stored = JSON.parse(sessionStorage.getItem(key!) ?? '{}');
      } catch {
        // A bad value is replaced.
      }
      const next: Record<string, string> = { ...(stored as Record<string, string>) };
      for (const [name, text] of Object.entries(JSON.parse(value!) as Record<string, string>)) {
        // Latencies add up ('0' then 'pixPaid=600000': every call at once, but the PIX is paid late).
        next[name] = name === 'latency' && next.latency ? `${next.latency},${text}` : text;
      }
      sessionStorage.setItem(key!, JSON.stringify(next));
      sessionStorage.setItem(mark!, '1');
    },
    [SWITCHES_KEY, marker, JSON.stringify(switches)],
  );
}

/** A context the test opens itself (a second device) starts with the project's switches too. */
export async function withProjectSwitches(context: BrowserContext): Promise<BrowserContext> {
  const { switches = {} } = test.info().project.use as { switches?: BackendSwitches };
  await switchesFromStart(context, switches, 'e2e:project-switches');
  return context;
}

export const test = base.extend<{ hygiene: Hygiene; switches: BackendSwitches; projectSwitches: void }>({
  // The project's switches (playwright.config.ts); none: a shopper's page, with the spec's delays.
  switches: [{}, { option: true }],
  projectSwitches: [
    async ({ context, switches }, use) => {
      await switchesFromStart(context, switches, 'e2e:project-switches');
      await use();
    },
    { auto: true },
  ],
  hygiene: [
    async ({ context }, use) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      const record = (kind: string, text: string, where: string) => problems.push(`${kind} at ${where}: ${text}`);
      context.on('weberror', (webError) => {
        const error = webError.error();
        record('uncaught page error', `${error.name}: ${error.message}`, webError.page()?.url() ?? '?');
      });
      context.on('console', (message) => {
        if (message.type() !== 'error') return;
        const { url, lineNumber } = message.location();
        record('console.error', message.text(), `${message.page()?.url() ?? '?'} (${url}:${lineNumber})`);
      });
      await use({
        allow: (pattern) => void allowed.push(pattern),
        get problems() {
          return problems;
        },
      });
      const unexpected = problems.filter((p) => !allowed.some((pattern) => pattern.test(p)));
      expect(unexpected, 'the page logged errors (console.error or uncaught exceptions)').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * axe on the page as it is now. The shop has no frames, so axe runs in the page itself
 * (`axe.run`); the default would open a blank page per audit to merge frames' results,
 * the dearest part of an audit and of no use here.
 */
export const axe = (page: Page): AxeBuilder => new AxeBuilder({ page }).setLegacyMode();

// ---------------------------------------------------------------------------
// Data: the catalogue the build embeds, read from the same file.

export interface RawProduct {
  name: string;
  color: string;
  color_slug: string;
  code_color: string;
  on_sale: boolean;
  regular_price: string;
  actual_price: string;
  discount_percentage: string;
  installments: string;
  image: string;
  sizes: Array<{ size: string; available: boolean; sku: string }>;
}

export const catalogue: RawProduct[] = (
  JSON.parse(readFileSync(resolve(__dirname, '../../mocks/catalogue.json'), 'utf8')) as { products: RawProduct[] }
).products;

/** A catalogue price in cents: strip 'R$', thousands dots out, comma as the decimal point; in cents to stay exact. */
export function cents(price: string): number {
  const [reais = '0', decimals = ''] = price.replace('R$', '').trim().replace(/\./g, '').split(',');
  return Number(reais) * 100 + Number(decimals.padEnd(2, '0'));
}

/** 31787 → "R$ 317,87" with a plain space (Playwright's text matching normalises the no-break space). */
export function brl(totalCents: number): string {
  const reais = Math.floor(totalCents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `R$ ${reais},${String(totalCents % 100).padStart(2, '0')}`;
}

/** "VESTIDO MIDI FLORAL - VERDE": the card, product page and cart title. */
export const title = (p: RawProduct) => `${p.name} - ${p.color}`;

/** The link a card or the menu uses. */
export const productUrl = (p: RawProduct) =>
  `/product/${encodeURIComponent(p.name)}?cor=${encodeURIComponent(p.color_slug)}`;

// ---------------------------------------------------------------------------
// Session and storage.

/** The built-in shopper as the fake backend knows her, and her session token. */
export { DEMO_USER, tokenFor };

export const STORAGE_KEYS = ['@context-amaro:user', '@context-amaro:userName', '@context-amaro:token'] as const;

/**
 * What proves Maria's session to the in-page fake backend, for a test that
 * writes the spec's keys itself instead of signing in: the secret the shop
 * keeps beside those keys, and the server's record of the session (its
 * SHA-256, under the server's own key), as a sign-in leaves them.
 */
export function liveSession(token = tokenFor(DEMO_USER)): Record<string, string> {
  const secret = randomBytes(32).toString('base64url');
  const digest = createHash('sha256').update(secret).digest('hex');
  const now = Date.now();
  return {
    '@context-amaro:sessionSecret': JSON.stringify({ version: 1, token, secret }),
    '@context-amaro:server-sessions': JSON.stringify({
      [digest]: { digest, userId: DEMO_USER.id, createdAt: now, lastUsedAt: now },
    }),
  };
}

/** Logs in through the form, as a shopper does, and waits for the greeting. */
export async function login(
  page: Page,
  { email = DEMO_USER.email as string, password = DEMO_USER.password as string, name = DEMO_USER.name as string } = {},
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText(`Bem vindo(a), ${name}!`)).toBeVisible();
}

/**
 * Maria signed in without the form, a returning shopper with `cart` in her bag, for tests about what
 * comes after: the keys and session proof a sign-in leaves (`liveSession`), written before the tab's
 * first page runs, once (later pages find what the shop wrote since). Over HTTP, where the API keeps
 * the sessions, or in a tab that already shows the shop, she signs in through the form (`login`).
 */
export async function signIn(page: Page, cart: unknown[] = []): Promise<void> {
  const { switches = {} } = test.info().project.use as { switches?: BackendSwitches };
  if (switches.api || page.url() !== 'about:blank') {
    // The form signs in with the bag the shop holds: a stored one could only be written before the tab's first page.
    if (cart.length > 0) throw new Error('signIn: a bag can be given only in a fresh tab, and not over HTTP');
    return login(page);
  }
  const { id, email, name } = DEMO_USER;
  const user = { version: 2, id, email, name, cart, synced: { version: 0, lines: [] } };
  // In the shop's own order: the session's secret first and the token last.
  const entries = [
    ...Object.entries(liveSession()),
    ['@context-amaro:user', JSON.stringify(user)],
    ['@context-amaro:userName', JSON.stringify(name)],
    ['@context-amaro:token', JSON.stringify(tokenFor(DEMO_USER))],
  ];
  await page.addInitScript((stored) => {
    if (!location.protocol.startsWith('http') || sessionStorage.getItem('e2e:signed-in')) return;
    for (const [key, value] of stored) localStorage.setItem(key!, value!);
    sessionStorage.setItem('e2e:signed-in', '1');
  }, entries);
}

/** 'Meus pedidos' as a shopper reaches it: the header's 'Minha conta', then its link there. */
export async function openMyOrders(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Minha conta' }).click();
  await page.getByRole('navigation', { name: 'Minha conta' }).getByRole('link', { name: 'Meus pedidos' }).click();
}

export async function readLocalStorage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k) ?? ''])),
  );
}

export async function readSessionStorage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(Object.keys(sessionStorage).map((k) => [k, sessionStorage.getItem(k) ?? ''])),
  );
}

// ---------------------------------------------------------------------------
// Page parts.

export const grid = (page: Page) => page.getByRole('list', { name: 'Produtos' });
/** How many cards the home grid shows before 'Carregar mais': its first page, or the whole catalogue. */
export const FIRST_PAGE_CARDS = Math.min(catalogue.length, PAGE_SIZE);
export const gridTitles = (page: Page) => grid(page).getByRole('listitem').locator('h2');
export const cartLink = (page: Page) => page.getByRole('link', { name: /^Sacola/ });
/** The cart page's lines. */
export const cartLines = (page: Page) => page.getByRole('list', { name: 'Itens da sacola' }).getByRole('listitem');
export const menu = (page: Page) => page.getByRole('dialog', { name: 'Novidades' });
/** Key presses 40 ms apart, a quick human ('search keeps every character' in browse.spec.ts tests a slow phone). */
export const HUMAN_TYPING = { delay: 40 } as const;

/** The header search field (a combobox with suggestions; named 'Buscar produtos'). */
export const searchBox = (page: Page) => page.getByLabel('Buscar produtos');

/**
 * 'até 3x de R$ 69,98 sem juros' for '3x R$ 69,98' (spec: installments text followed by 'sem juros');
 * 'R$ 89,90 à vista' for '1x R$ 89,90', as Brazilian shops say a single payment.
 */
export function installmentsPattern(p: RawProduct): RegExp {
  const [, count, amount] = /^(\d+)x\s*R\$\s*([\d.,]+)$/.exec(p.installments.trim())!;
  const price = `R\\$\\s${amount!.replace('.', '\\.')}`;
  return new RegExp(count === '1' ? `${price} à vista` : `${count}x de ${price} sem juros`);
}

/** Opens a product page and waits for its title. */
export async function openProduct(page: Page, p: RawProduct): Promise<void> {
  await page.goto(productUrl(p));
  await expect(page.getByRole('heading', { level: 1, name: title(p) })).toBeVisible();
}

/** Chooses a size and adds the product on its page (logged in), waiting for the toast. */
export async function addToBag(page: Page, size: string): Promise<void> {
  await page.getByLabel('Tamanho').selectOption(size);
  await page.getByRole('button', { name: 'Adicionar produto à sacola' }).click();
  await expect(page.getByText('Produto adicionado ao carrinho!').first()).toBeVisible();
}

/** The spec's timings, in ms, as the shop uses them: a toast's stay, the menu's slide, the banner's step. */
export { BANNER_STEP_MS, MENU_SLIDE_MS, TOAST_MS };

/** notistack's toasts (top right, gone after 5 s). */
export const toasts = (page: Page) => page.locator('#notistack-snackbar');

/** Waits out the 5 s a toast stays, and its exit, until no toast is left. */
export async function waitForToastsToGo(page: Page): Promise<void> {
  await expect(toasts(page)).toHaveCount(0, { timeout: TOAST_MS + 3_000 });
}

/** Waits until the CSS transitions and animations running in this element and inside it have ended. */
export async function animationsEnded(locator: Locator): Promise<void> {
  await locator.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}

/** True when the element has keyboard focus. */
export async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el === document.activeElement).catch(() => false);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. The default is a
 * whole round of the longest page: the home page, with each card's link and heart, has about 80 tab
 * stops, and after a page is replaced (the login's, say) Chrome may go on from within its content.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 120 } = {}): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  expect(await isFocused(target), `keyboard focus never reached ${target} in ${max} presses`).toBe(true);
}

// ---------------------------------------------------------------------------
// Screenshots for humans, in screenshots/ (git-ignored), rewritten on every run.

export const SCREENSHOT_DIR = resolve(__dirname, '../../screenshots');
export const WIDTHS = [360, 1280] as const;

/**
 * Full-page screenshots of the current screen at 360 and 1280 px: `<screen>-<width>.png`.
 * With E2E_SCREENSHOTS=0 (CI, where nobody looks at them) the page still goes through both
 * widths, as the test expects, but no picture is taken: encoding them is most of the cost.
 */
export async function screenshotBoth(page: Page, screen: string): Promise<void> {
  const keep = process.env.E2E_SCREENSHOTS !== '0';
  if (keep) mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    if (!keep) continue;
    await page.screenshot({
      path: join(SCREENSHOT_DIR, `${screen}-${width}.png`),
      fullPage: true,
      animations: 'disabled',
    });
  }
  await page.setViewportSize(original);
}
