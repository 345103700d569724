import type { Page } from '@playwright/test';
import {
  DEMO_USER,
  cartLink,
  expect,
  FIRST_PAGE_CARDS,
  grid,
  openProduct,
  searchBox,
  test,
  title,
  toasts,
} from './fixtures';
import {
  NOT_FOUND_PRODUCT,
  TOKEN_KEY,
  USER_KEY,
  USER_NAME_KEY,
  VALID,
  XSS_FLAG,
  cartLines,
  expectBadge,
  expectGreeting,
  expectNoScriptRan,
  recordDialogs,
  seedStorage,
} from './hostile-helpers';
import { cartLine, BOLSA, KIMONO, REGATA, TOP } from './products';

// Inputs: whatever curious people type into the boxes, or however
// fast they click, the shop answers sensibly and never crashes.

const SCRIPT = `<script>window.${XSS_FLAG}=1;alert(1)</script>`;
const IMG = `"><img src=x onerror="window.${XSS_FLAG}=1;alert(1)">`;

const noMatch = (page: Page) => expect(page.getByText('Nenhum produto encontrado', { exact: true })).toBeVisible();

test.describe('hostile inputs: the search box', () => {
  const TEXTS: Array<[label: string, text: string]> = [
    ['10,000 characters', 'q'.repeat(10_000)],
    ['regex metacharacters', '.*+?()[]\\'],
    ['a lone backslash and regex anchors', '\\^$|'],
    ['<script> text', SCRIPT],
    ['<img onerror> text', IMG],
    ['emoji', '👗🔥✨'],
    ['a NUL and control characters', 'a\u0000b\u0007c'],
    ['right-to-left override', '\u202Eodigsev'],
  ];

  test(`odd texts filter to nothing and Enter opens 'not found' (${TEXTS.length} cases)`, async ({ page }) => {
    const dialogs = recordDialogs(page);
    for (const [label, text] of TEXTS) {
      await test.step(label, async () => {
        await page.goto('/');
        await expect(grid(page)).toBeVisible();
        await searchBox(page).fill(text);
        const kept = await searchBox(page).inputValue();
        expect(kept.length, 'the box keeps at most 100 characters').toBeLessThanOrEqual(100);
        expect(text.startsWith(kept), 'the box keeps the start of what was typed').toBe(true);
        await noMatch(page);
        await searchBox(page).press('Enter');
        await expect(page).toHaveURL(/\/product\//);
        await expect(page.getByRole('heading', { name: NOT_FOUND_PRODUCT })).toBeVisible();
        expect(new URL(page.url()).pathname.length, 'the URL carries the capped text only').toBeLessThan(1_000);
        await expectNoScriptRan(page, dialogs);
      });
    }
  });

  test('only spaces: the grid stays full and Enter does nothing', async ({ page }) => {
    await page.goto('/');
    await expect(grid(page).getByRole('listitem')).toHaveCount(FIRST_PAGE_CARDS);
    await searchBox(page).fill('      ');
    await searchBox(page).press('Enter');
    await expect(grid(page).getByRole('listitem')).toHaveCount(FIRST_PAGE_CARDS);
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

test.describe('hostile inputs: the login form', () => {
  const REJECTED: Array<[label: string, email: string, password: string, error: RegExp]> = [
    ['unicode email', 'maría@exämple.com', 'qualquer', /Email inválido|Email ou senha incorretos/],
    ['<script> as email', `${SCRIPT}@x.com`, 'qualquer', /^Email inválido$/],
    ['<img onerror> as email', IMG, 'qualquer', /^Email inválido$/],
    [
      '10,000-character email',
      `${'m'.repeat(10_000)}@vitrine.dev`,
      'qualquer',
      /Email inválido|Email ou senha incorretos/,
    ],
    ['<script> as password', DEMO_USER.email, SCRIPT, /Email ou senha incorretos/],
    ['password with a NUL', DEMO_USER.email, `${DEMO_USER.password}\u0000`, /Email ou senha incorretos/],
  ];

  test(`odd emails and passwords are refused with a clear message (${REJECTED.length} cases)`, async ({ page }) => {
    const dialogs = recordDialogs(page);
    await page.goto('/login');
    for (const [label, email, password, error] of REJECTED) {
      await test.step(label, async () => {
        await page.getByLabel('Email').fill(email);
        await page.getByLabel('Senha').fill(password);
        await page.getByRole('button', { name: 'Entrar' }).click();
        await expect(page.getByText(error).first()).toBeVisible();
        await expect(page).toHaveURL('/login');
        await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
        await expectNoScriptRan(page, dialogs);
      });
    }
  });

  test('an email with surrounding spaces is trimmed and logs in; a double-clicked Entrar logs in once', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(`   ${DEMO_USER.email}   `);
    await page.getByLabel('Senha').fill(DEMO_USER.password);
    await page.getByRole('button', { name: 'Entrar' }).dblclick();
    await expect(page).toHaveURL('/');
    await expectGreeting(page);
    await expect(toasts(page).filter({ hasText: 'Login efetuado com sucesso!' }), 'one login, one toast').toHaveCount(
      1,
      {
        timeout: 2_000,
      },
    );
  });
});

test.describe('hostile inputs: rapid clicks', () => {
  test('double-click on "Adicionar produto à sacola" adds 1 or 2, never crashes', async ({ page }) => {
    const top = TOP;
    await seedStorage(page, {
      ...VALID.proof,
      [TOKEN_KEY]: VALID.token,
      [USER_NAME_KEY]: VALID.userName,
      [USER_KEY]: VALID.user(),
    });
    await openProduct(page, top);
    await expectGreeting(page);
    await page.getByLabel('Tamanho').selectOption('G');
    await page.getByRole('button', { name: 'Adicionar produto à sacola' }).dblclick();
    await expect(cartLink(page)).toHaveAccessibleName(/^Sacola, [12] ite/);
    // A burst of five clicks: still one line, quantity at most 7 (and never above the 10 cap).
    await page.getByRole('button', { name: 'Adicionar produto à sacola' }).click({ clickCount: 5, delay: 0 });
    await expect(cartLink(page)).toHaveAccessibleName(/^Sacola, [3-7] itens$/);
    await expect(page.getByRole('heading', { level: 1, name: title(top) })).toBeVisible();
  });

  test('double-click on a cart line’s delete button removes that line, never crashes', async ({ page }) => {
    const picks = [
      { p: REGATA, size: 'M' },
      { p: KIMONO, size: 'G' },
      { p: BOLSA, size: 'U' },
    ];
    await seedStorage(page, {
      ...VALID.proof,
      [TOKEN_KEY]: VALID.token,
      [USER_NAME_KEY]: VALID.userName,
      [USER_KEY]: VALID.user({ cart: picks.map(({ p, size }) => cartLine(p, size)) }),
    });
    await page.goto('/cart');
    await expect(cartLines(page)).toHaveCount(3);
    const first = `Remover ${title(picks[0]!.p)}, tamanho M`;
    await page.getByRole('button', { name: first }).dblclick();
    await expect(page.getByRole('button', { name: first })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Carrinho de compras' })).toBeVisible();
    // The second click of a double-click must not take the line that slid under the pointer.
    await expect(cartLines(page), 'a double-click on delete removed more than one line').toHaveCount(2, {
      timeout: 2_000,
    });
    await expectBadge(page, 2);
  });
});
