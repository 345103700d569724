import {
  DEMO_USER,
  HUMAN_TYPING,
  addToBag,
  cartLines,
  cartLink,
  catalogue,
  FIRST_PAGE_CARDS,
  expect,
  gridTitles,
  login,
  openProduct,
  searchBox,
  test,
  title,
  waitForToastsToGo,
  toasts,
} from './fixtures';
import { VESTIDO_AZUL } from './products';

// The core journeys once against the same API over HTTP: the project's `api` switch sends every
// call to /api/ on the shop's origin, where `npm run api` answers (both set in playwright.config.ts).
const dress = VESTIDO_AZUL;

test('over HTTP: browse, search, product, login, add, cart, reload, delete, logout', async ({ page }) => {
  const api: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) api.push(`${request.method()} ${url.pathname.slice('/api'.length)}`);
  });

  // Browse and search.
  await page.goto('/');
  await expect(gridTitles(page)).toHaveCount(FIRST_PAGE_CARDS);
  await searchBox(page).pressSequentially('vestido', HUMAN_TYPING);
  await expect(gridTitles(page)).toHaveCount(catalogue.filter((p) => p.name.includes('VESTIDO')).length);

  // Product, then sign in and add it.
  await openProduct(page, dress);
  await login(page);
  await openProduct(page, dress);
  await addToBag(page, 'M');
  await expect(cartLink(page)).toHaveAccessibleName('Sacola, 1 item');

  // The cart, after a reload too.
  await waitForToastsToGo(page);
  await cartLink(page).click();
  await expect(cartLines(page)).toHaveCount(1);
  await expect(
    cartLines(page)
      .first()
      .getByRole('heading', { name: title(dress) }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByText(`Bem vindo(a), ${DEMO_USER.name}!`)).toBeVisible();
  await expect(cartLines(page)).toHaveCount(1);

  // Delete, then log out.
  await page.getByRole('button', { name: new RegExp(`^Remover ${title(dress)}`) }).click();
  await expect(page.getByText('Nenhum produto selecionado')).toBeVisible();
  await waitForToastsToGo(page);
  await page.getByRole('button', { name: 'sair' }).click();
  await expect(toasts(page).filter({ hasText: 'Logout efetuado com sucesso!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();

  // Every call went over HTTP to the API server.
  expect(api).toEqual(
    expect.arrayContaining([
      'GET /products',
      'GET /products/VESTIDO%20MIDI%20FLORAL',
      'POST /login',
      'PUT /cart',
      'GET /cart',
      'GET /session',
    ]),
  );
});
