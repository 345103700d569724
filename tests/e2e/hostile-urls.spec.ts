import type { Page } from '@playwright/test';
import { expect, FIRST_PAGE_CARDS, grid, test, title } from './fixtures';
import {
  NOT_FOUND_PRODUCT,
  ROUTER_ERROR,
  XSS_FLAG,
  expectHomeGrid,
  expectNoScriptRan,
  recordDialogs,
} from './hostile-helpers';
import { VESTIDO } from './products';

// URLs: odd links pasted from chats. Every one opens a sensible
// screen, runs no script and logs no error.

type Screen = (page: Page) => Promise<void>;

const productNotFound: Screen = async (page) => {
  await expect(page.getByRole('heading', { name: NOT_FOUND_PRODUCT })).toBeVisible();
};
const routerError: Screen = async (page) => {
  await expect(page.getByRole('heading', { name: ROUTER_ERROR })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar para a página inicial' })).toBeVisible();
};
const home: Screen = expectHomeGrid;
/** The home page with a search nothing matches. */
const homeNoMatch: Screen = async (page) => {
  await expect(page.getByText('Nenhum produto encontrado', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Vitrine, página inicial' })).toBeVisible();
};
const loginForm: Screen = async (page) => {
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
};
const productPage =
  (heading: string): Screen =>
  async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  };

const SCRIPT = `<script>window.${XSS_FLAG}=1;alert(1)</script>`;
const IMG = `<img src=x onerror="window.${XSS_FLAG}=1;alert(1)">`;
const dressVerde = title(VESTIDO);

const PRODUCT_NAMES: Array<[label: string, url: string, screen: Screen]> = [
  // (Trailing spaces of a URL are stripped by the browser itself, hence the query after them.)
  ['raw spaces only', '/product/   ?cor=verde', productNotFound],
  ['encoded spaces', '/product/%20%20%20', productNotFound],
  ['a lone %', '/product/%', productNotFound],
  ['100%', '/product/100%', productNotFound],
  ['malformed percent-encoding %E0%A4%A', '/product/%E0%A4%A', productNotFound],
  ['an encoded NUL', '/product/%00', productNotFound],
  ['5,000 characters', `/product/${'a'.repeat(5_000)}`, productNotFound],
  ['emoji', '/product/👗🔥✨', productNotFound],
  ['encoded ../', `/product/${encodeURIComponent('../../cart')}`, productNotFound],
  ['regex metacharacters', `/product/${encodeURIComponent('.*+?()[]\\')}`, productNotFound],
  ['encoded <script> text', `/product/${encodeURIComponent(SCRIPT)}`, productNotFound],
  ['encoded <img onerror>', `/product/${encodeURIComponent(IMG)}`, productNotFound],
  ['raw <script> text (its "/" splits the path)', `/product/${SCRIPT}`, routerError],
  ['../ resolved by the browser', '/product/../../etc/passwd', routerError],
  ['.. back to the home page', '/product/..', home],
  ['a real name with junk around', `/product/${encodeURIComponent('  vestido  ')}`, productPage(dressVerde)],
];

const ROUTES: Array<[label: string, url: string, screen: Screen]> = [
  ['/a/b/c', '/a/b/c', routerError],
  ['/cart/extra', '/cart/extra', routerError],
  ['/product/x/y', '/product/x/y', routerError],
  ['/product/ (no name)', '/product/', routerError],
  ['/login/extra', '/login/extra', routerError],
  ['/LOGIN (routes are case-insensitive)', '/LOGIN', loginForm],
  ['a 5,000-character unknown path', `/${'z'.repeat(5_000)}`, routerError],
];

const QUERIES: Array<[label: string, url: string, screen: Screen]> = [
  ['junk sort, size, NUL search, promo', '/?ordem=<script>&tamanho=ZZ&q=%00&promocao=yes', homeNoMatch],
  ['junk sort and size only', '/?ordem=<script>alert(1)</script>&tamanho=ZZ&promocao=yes', home],
  ['repeated and lower-case params', '/?ordem=menor-preco&ordem=a-z&tamanho=m&tamanho=GG', home],
  ['a 5,000-character search', `/?q=${'x'.repeat(5_000)}`, homeNoMatch],
  ['prototype-pollution style keys', '/?__proto__[polluted]=1&constructor[prototype][polluted]=1', home],
  ['a hash with a script', `/#${SCRIPT}`, home],
  ['product with ?cor=../../', '/product/VESTIDO%20MIDI%20FLORAL?cor=../../', productPage(dressVerde)],
  [
    'product with ?cor=<script>',
    `/product/VESTIDO%20MIDI%20FLORAL?cor=${encodeURIComponent(SCRIPT)}`,
    productPage(dressVerde),
  ],
  [
    'product with a repeated, empty cor',
    '/product/VESTIDO%20MIDI%20FLORAL?cor=&cor=azul-marinho',
    productPage(dressVerde),
  ],
  ['login with junk query and hash', `/login?from=//evil.example&next=javascript:alert(1)#${IMG}`, loginForm],
];

for (const [group, cases] of [
  ['product names', PRODUCT_NAMES],
  ['unknown routes', ROUTES],
  ['query strings and hashes', QUERIES],
] as const) {
  test(`hostile URLs: ${group} (${cases.length} cases)`, async ({ page }) => {
    const dialogs = recordDialogs(page);
    for (const [label, url, screen] of cases) {
      await test.step(`${label}: ${url.slice(0, 80)}`, async () => {
        await page.goto(url);
        await screen(page);
        await expectNoScriptRan(page, dialogs);
        // No page ever lets the script text become markup.
        expect(await page.locator('img[src="x"], svg[onload]').count()).toBe(0);
      });
    }
  });
}

test('hostile URLs: the home grid still works after a junk query (sort and size ignored)', async ({ page }) => {
  await page.goto('/?ordem=<script>&tamanho=ZZ&promocao=yes');
  await expect(grid(page).getByRole('listitem')).toHaveCount(FIRST_PAGE_CARDS);
});
