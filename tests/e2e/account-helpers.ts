import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, withProjectSwitches } from './fixtures';

// For the browser tests against `npm run api`: shoppers of the run's own, made over
// HTTP, and another device (a browser context of its own) for the same account.

/** As playwright.config.ts starts `npm run api`. */
export const API = `http://127.0.0.1:${Number(process.env.E2E_PORT || 4180) + 4}`;
export const PASSWORD = 'vitrine2026';

/** A shopper of this run's own (the API server's records outlive one test). */
export function newShopper(tag: string) {
  const stamp = `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}`;
  return { name: 'Bia Santos', email: `bia.${stamp}@exemplo.com.br` };
}

/** A valid CPF no other account has: nine random digits and their two check digits. */
export function freshCpf(): string {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  for (const length of [9, 10]) {
    const sum = digits.reduce((total, digit, i) => total + digit * (length + 1 - i), 0);
    digits.push(((sum * 10) % 11) % 10);
  }
  return digits.join('');
}

export async function apiSignUp(request: APIRequestContext, shopper: { name: string; email: string }) {
  const answer = await request.post(`${API}/accounts`, {
    data: { ...shopper, cpf: freshCpf(), password: PASSWORD, acceptedTerms: true },
  });
  expect(answer.status()).toBe(201);
  return (await answer.json()) as { token: string; secret: string };
}

export async function newDevice(browser: Browser, baseURL: string | undefined, width: number) {
  const context = await withProjectSwitches(
    await browser.newContext({
      baseURL,
      viewport: { width, height: width < 600 ? 740 : 800 },
      locale: 'pt-BR',
      serviceWorkers: 'block',
    }),
  );
  return [context, await context.newPage()] as const;
}

/**
 * The newest reset link mailed to `email`, read from `npm run api`'s outbox (a development route).
 * The mail is made after the request is answered (the answer never waits on the account), so it
 * is waited for.
 */
export async function mailedResetLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const outbox = (await (await request.get(`${API}/_dev/outbox`)).json()) as Array<{ to: string; link: string }>;
        link = outbox.findLast((mail) => mail.to === email)?.link;
        return link;
      },
      { message: `no reset mail to ${email} in the outbox`, timeout: 5_000 },
    )
    .toMatch(/^\/redefinir-senha\?token=[\w-]{43}$/);
  return link!;
}
