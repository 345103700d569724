import type { Page } from '@playwright/test';
import { DEMO_USER, addToBag, expect, login, openProduct, test } from './fixtures';
import { allStoredText, expectGreeting, expectHomeGrid, reseedAndOpen } from './hostile-helpers';
import { TOP, VESTIDO } from './products';

// Security: the password never rests in the browser, the page only
// runs the shop's own scripts, external links cannot reach back, and the
// login redirect never leaves the shop.

test('security: the password is in no storage, cookie, log line or URL after login, adding and reloading', async ({
  page,
  context,
}) => {
  const logLines: string[] = [];
  page.on('console', (message) => logLines.push(`${message.type()}: ${message.text()}`));
  const urls: string[] = [];
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  page.on('request', (request) => urls.push(request.url()));

  await login(page);
  await openProduct(page, TOP);
  await addToBag(page, 'G');
  await page.reload();
  await expectGreeting(page);

  const cookies = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('\n');
  expect(await allStoredText(page), 'localStorage/sessionStorage').not.toContain(DEMO_USER.password);
  expect(cookies, 'cookies').not.toContain(DEMO_USER.password);
  expect(
    logLines.filter((l) => l.includes(DEMO_USER.password)),
    'console output',
  ).toEqual([]);
  expect(
    urls.filter((u) => u.includes(DEMO_USER.password)),
    'URLs',
  ).toEqual([]);
  // The token is opaque: the shop does not put the email or password in a cookie either.
  expect(cookies).not.toContain(DEMO_USER.email);
});

/** The directives of a CSP text: { 'script-src': ["'self'"], ... }. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

test('security: the served page has a strict Content-Security-Policy and no inline scripts', async ({ page }) => {
  const response = await page.request.get('/');
  expect(response.ok()).toBe(true);
  const html = await response.text();

  const metas = [...html.matchAll(/<meta\b[^>]*>/gi)].map((m) => m[0]);
  const cspMeta = metas.find((m) => /http-equiv=["']?Content-Security-Policy/i.test(m));
  expect(cspMeta, 'a <meta http-equiv="Content-Security-Policy"> in the HTML').toBeTruthy();
  const content = /content=(?:"([^"]*)"|'([^']*)')/i.exec(cspMeta!);
  const policy = directives(content?.[1] ?? content?.[2] ?? '');
  const scriptSrc = policy['script-src'] ?? policy['default-src'] ?? [];
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(
    scriptSrc.filter((s) => s === '*' || s === 'data:' || s.startsWith('http:')),
    'wide script sources',
  ).toEqual([]);
  expect(policy['default-src']).toContain("'self'");
  expect(policy['object-src'] ?? policy['default-src']).not.toContain('*');

  // JSON-LD (the home page's Organization and WebSite) is a data block the browser never runs.
  const scripts = [...html.matchAll(/<script\b[^>]*>/gi)]
    .map((m) => m[0])
    .filter((tag) => !/\btype="application\/ld\+json"/.test(tag));
  expect(scripts.length, 'the page loads its bundle').toBeGreaterThan(0);
  expect(
    scripts.filter((tag) => !/\bsrc=/i.test(tag)),
    'inline <script> elements in the served HTML',
  ).toEqual([]);

  // After the app has started, the live page has no inline scripts either.
  await page.goto('/');
  await expectHomeGrid(page);
  expect(await page.locator('script:not([src]):not([type="application/ld+json"])').count()).toBe(0);
});

test('security: the policy is enforced: injected inline script and eval do not run', async ({ page, hygiene }) => {
  // The browser itself reports the blocked script as a console error; that is the point here.
  hygiene.allow(/Content Security Policy|Refused to (execute|evaluate)/);
  await page.goto('/');
  await expectHomeGrid(page);
  // Run from a page task (a timer), not from the test's evaluate: DevTools
  // evaluation is itself allowed to compile strings.
  const outcome = await page.evaluate(
    () =>
      new Promise<{ inlineRan: boolean; evalResult: string; functionResult: string }>((resolve) => {
        const script = document.createElement('script');
        script.textContent = 'window.inlineRan = true';
        document.head.append(script);
        setTimeout(() => {
          const attempt = (run: () => unknown) => {
            try {
              return String(run());
            } catch (error) {
              return (error as Error).name;
            }
          };
          resolve({
            inlineRan: (window as unknown as { inlineRan?: boolean }).inlineRan ?? false,
            evalResult: attempt(() => window.eval('1 + 1')),
            functionResult: attempt(() => new Function('return 2 + 2')()),
          });
        }, 0);
      }),
  );
  expect(outcome).toEqual({ inlineRan: false, evalResult: 'EvalError', functionResult: 'EvalError' });
});

async function expectSafeNewTabLinks(page: Page, where: string) {
  const links = await page
    .locator('a[target="_blank"]')
    .evaluateAll((anchors) =>
      anchors.map((a) => ({ href: a.getAttribute('href') ?? '', rel: (a.getAttribute('rel') ?? '').split(/\s+/) })),
    );
  expect(links.length, `${where}: links opening a new tab`).toBeGreaterThan(0);
  const unsafe = links.filter(
    (l) => !l.rel.includes('noopener') || !l.rel.includes('noreferrer') || /^\s*javascript:/i.test(l.href),
  );
  expect(unsafe, `${where}: new-tab links without rel="noopener noreferrer"`).toEqual([]);
}

test('security: every link opening a new tab has rel="noopener noreferrer" (home, product, login, cart)', async ({
  page,
}) => {
  await page.goto('/');
  await expectHomeGrid(page);
  await expectSafeNewTabLinks(page, 'home');
  await openProduct(page, VESTIDO);
  await expectSafeNewTabLinks(page, 'product');
  await login(page); // ends on home
  await expectSafeNewTabLinks(page, 'home, logged in');
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Carrinho de compras' })).toBeVisible();
  await expectSafeNewTabLinks(page, 'cart');
});

test.describe('security: the login redirect (`from`) never leaves the shop', () => {
  const CASES: Array<[label: string, from: unknown, expectedPath: string]> = [
    ['protocol-relative //evil.example', '//evil.example', '/'],
    ['absolute https://evil.example', 'https://evil.example/steal', '/'],
    ['backslash /\\evil.example', '/\\evil.example', '/'],
    ['javascript: URL', 'javascript:alert(1)', '/'],
    ['an object with an outside pathname', { pathname: '//evil.example' }, '/'],
    // The URL parser drops tabs and newlines, so these become //evil.example.
    ['tab-split //', '/\t/evil.example', '/'],
    ['newline-split //', '/\n/evil.example', '/'],
    ['back to /login itself', '/login', '/'],
    ['a path inside the shop is honoured', '/cart', '/cart'],
  ];

  test(`after logging in the URL stays on the shop (${CASES.length} cases)`, async ({ page, baseURL }) => {
    test.slow(); // nine sign-ins, each with the password's slow hash in the page
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const shop = new URL(baseURL!);
    for (const [label, from, expectedPath] of CASES) {
      await test.step(label, async () => {
        await reseedAndOpen(page, {}, '/login'); // logged out
        await page.evaluate(
          (state) => history.replaceState({ usr: { from: state }, key: 'hostile', idx: 0 }, ''),
          from as string,
        );
        await page.reload();
        await page.getByLabel('Email').fill(DEMO_USER.email);
        await page.getByLabel('Senha').fill(DEMO_USER.password);
        await page.getByRole('button', { name: 'Entrar' }).click();
        await expectGreeting(page);
        // The greeting shows before the redirect; a lazy page (the cart) takes a moment more.
        await page.waitForURL((u) => u.pathname !== '/login', { timeout: 5_000 }).catch(() => {});
        const url = new URL(page.url());
        // Soft, so every case runs and each failure names its case.
        expect.soft(url.host, `${label}: host`).toBe(shop.host);
        expect.soft(url.pathname, `${label}: path after login`).toBe(expectedPath);
        expect.soft(dialogs, `${label}: dialogs`).toEqual([]);
      });
    }
  });
});
