import type { Page } from '@playwright/test';
import { SWITCHES_KEY } from './fixtures';

/**
 * MOCK_FAIL for this test, from the first page it opens (and on every reload), beside the
 * project's switches (no delay, a 1.5 s time-out: playwright.config.ts).
 */
export async function failFromStart(page: Page, mockFail: string): Promise<void> {
  await page.addInitScript(
    ([key, fail]) => {
      if (!location.protocol.startsWith('http')) return;
      let stored: unknown = {};
      try {
        stored = JSON.parse(sessionStorage.getItem(key!) ?? '{}');
      } catch {
        // A bad value is replaced.
      }
      sessionStorage.setItem(key!, JSON.stringify({ ...(stored as object), fail }));
    },
    [SWITCHES_KEY, mockFail],
  );
}

/** MOCK_FAIL from now on, in the open page (through the console handle); '' stops every failure. */
export async function failNow(page: Page, mockFail: string): Promise<void> {
  await page.waitForFunction(() => 'vitrineMock' in window);
  await page.evaluate((fail) => {
    (window as unknown as { vitrineMock: { fail(value: string): void } }).vitrineMock.fail(fail);
  }, mockFail);
}

/** The three kinds of failure (README: "Working with the fake backend"). */
export const KINDS = ['500', 'offline', 'timeout'] as const;

/** What each kind says, besides what could not be loaded (src/components/LoadFailed.tsx). */
export const REASON = {
  '500': 'Tivemos um problema no nosso servidor.',
  offline: 'Parece que você está sem conexão. Confira sua internet.',
  timeout: 'O servidor demorou demais para responder.',
} as const;

/** What the shop says when an add to the bag fails. */
export const ADD_FAILED = 'Ocorreu um erro ao adicionar o produto ao carrinho. Por favor, tente novamente.';
