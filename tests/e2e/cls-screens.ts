import type { Page } from '@playwright/test';
import { expect, productUrl, signIn, test, title } from './fixtures';
import { cartLine, REGATA, TOP, VESTIDO } from './products';

// No screen jumps (CLS ≤ 0.01) at 360 and 1280 px, at both latencies.
// The same screens are defined for the instant build (cls.spec.ts) and the
// default-latency build (cls.latency.spec.ts).

const regata = REGATA;
const line = cartLine(regata, 'M');

/** Products this device viewed before, as the shop writes them. */
async function storeRecent(page: Page) {
  const value = JSON.stringify({ version: 1, ids: [VESTIDO.code_color, TOP.code_color, REGATA.code_color] });
  await page.addInitScript((stored) => localStorage.setItem('@context-amaro:recent', stored), value);
}

/**
 * Waits for what can still move the page after it looks ready: the network has been
 * quiet for half a second (late chunks, images, fonts), every
 * image on screen has loaded, and two more frames have been laid out.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    [...document.images].every((image) => {
      if (image.complete) return true;
      const box = image.getBoundingClientRect(); // a lazy image far off screen is not fetched yet
      return box.bottom < 0 || box.top > innerHeight;
    }),
  );
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Sums the page's layout shifts (not caused by input) into `window.__cls`. */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

interface Screen {
  name: string;
  signedIn: boolean;
  /** The cart's lines when signed in (one line unless said). */
  cart?: unknown[];
  /** Products viewed before, for the shelf 'Vistos recentemente'. */
  recent?: boolean;
  url: string;
  ready: (page: Page) => Promise<void>;
}

const SCREENS: Screen[] = [
  {
    name: 'home, anonymous',
    signedIn: false,
    url: '/',
    ready: (page) => expect(page.getByRole('list', { name: 'Produtos' })).toBeVisible({ timeout: 8_000 }),
  },
  {
    name: 'home, signed in',
    signedIn: true,
    url: '/',
    ready: async (page) => {
      await expect(page.getByText('Bem vindo(a), Maria!')).toBeVisible({ timeout: 8_000 });
      await expect(page.getByRole('list', { name: 'Produtos' })).toBeVisible({ timeout: 8_000 });
    },
  },
  {
    name: 'product',
    signedIn: false,
    url: productUrl(regata),
    ready: (page) =>
      expect(page.getByRole('heading', { level: 1, name: title(regata) })).toBeVisible({ timeout: 8_000 }),
  },
  {
    name: 'cart',
    signedIn: true,
    url: '/cart',
    ready: (page) => expect(page.getByRole('region', { name: 'Resumo do Pedido' })).toBeVisible({ timeout: 8_000 }),
  },
  {
    name: 'product, with products viewed before',
    signedIn: false,
    recent: true,
    url: productUrl(regata),
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: title(regata) })).toBeVisible({ timeout: 8_000 });
      await expect(page.getByRole('region', { name: 'Vistos recentemente' })).toBeAttached({ timeout: 8_000 });
    },
  },
  {
    name: 'empty cart, with products viewed before',
    signedIn: true,
    cart: [],
    recent: true,
    url: '/cart',
    ready: async (page) => {
      await expect(page.getByText('Carrinho vazio!', { exact: true })).toBeVisible({ timeout: 8_000 });
      await expect(page.getByRole('region', { name: 'Vistos recentemente' })).toBeVisible({ timeout: 8_000 });
    },
  },
  {
    // The account's details arrive after the page (its own call), above the other sections.
    name: 'Minha conta',
    signedIn: true,
    url: '/conta',
    ready: async (page) => {
      await expect(page.getByRole('form', { name: 'Meus dados' })).toBeVisible({ timeout: 8_000 });
      await expect(page.getByRole('region', { name: 'Excluir minha conta' })).toBeVisible({ timeout: 8_000 });
    },
  },
  {
    name: 'login',
    signedIn: false,
    url: '/login',
    ready: (page) => expect(page.getByRole('form', { name: 'Login' })).toBeVisible({ timeout: 8_000 }),
  },
];

export function defineClsTests(latency: string): void {
  for (const width of [360, 1280]) {
    for (const screen of SCREENS) {
      test(`${latency}: ${screen.name} at ${width} px keeps CLS ≤ 0.01`, async ({ page }) => {
        await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
        await watchLayoutShifts(page);
        if (screen.signedIn) await signIn(page, screen.cart ?? [line]);
        if (screen.recent) await storeRecent(page);
        await page.goto(screen.url);
        await screen.ready(page);
        // Late shifts count too: the footer, images, the stored session's greeting.
        await settled(page);
        const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
        expect(cls, `cumulative layout shift ${cls.toFixed(3)}`).toBeLessThanOrEqual(0.01);
      });
    }
  }
}
