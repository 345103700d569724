import { DEMO_USER, expect, grid, test, WIDTHS } from './fixtures';
import { TOKEN_KEY, USER_KEY, expectAnonymous, expectHomeGrid, seedStorage } from './hostile-helpers';

// A session in storage the backend no longer accepts (expired, unreadable, or the imitated app's
// value): a page anyone may see stays, its visitor signed out and told so; only a page that needs
// a session goes to /login, and Back still works.

const BROWSING = 'Sua sessão expirou. Você pode continuar navegando ou entrar de novo.';

const STALE: Array<[label: string, entries: Record<string, string>]> = [
  ['a token of junk', { [TOKEN_KEY]: JSON.stringify('x') }],
  [
    'the imitated app’s value, whose session the server never issued',
    {
      [USER_KEY]: JSON.stringify({ email: DEMO_USER.email, id: 1, name: DEMO_USER.name, cart: [] }),
      [TOKEN_KEY]: JSON.stringify(`${DEMO_USER.email}.vitrine-token`),
    },
  ],
];

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize({ width, height: width < 600 ? 740 : 800 }));

    for (const [label, entries] of STALE) {
      test(`with ${label}, the home page stays, its grid loads, and a product opens`, async ({ page }) => {
        await seedStorage(page, entries);
        await page.goto('/');
        await expect(page.locator('#notistack-snackbar').filter({ hasText: BROWSING })).toHaveCount(1);
        await expectHomeGrid(page);
        await expectAnonymous(page);
        expect(new URL(page.url()).pathname).toBe('/');
        await grid(page).getByRole('link').first().click();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(new URL(page.url()).pathname).toMatch(/^\/product\//);
      });
    }

    test('a page that needs a session goes to /login, told why, and Back returns to the page before', async ({
      page,
    }) => {
      await seedStorage(page, STALE[0]![1]);
      await page.goto('/');
      await expectHomeGrid(page);
      await page.evaluate(() => {
        // A move within the shop, as a link makes it: to 'Meus pedidos'.
        history.pushState({}, '', '/pedidos');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect(page.getByText('Sua sessão expirou. Entre de novo para continuar.')).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/login');
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
      await expectHomeGrid(page);
    });
  });
}
