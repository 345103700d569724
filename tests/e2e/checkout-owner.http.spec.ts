import type { APIRequestContext, Page } from '@playwright/test';
import { API, apiSignUp, mailedResetLink, newShopper, PASSWORD } from './account-helpers';
import { CARD, continueTo, field, fillCard, fillDelivery, REGATA, startCheckout } from './checkout-helpers';
import { expect, login, readLocalStorage, test, toasts, WIDTHS } from './fixtures';

// A shared computer: Maria's checkout (the address she typed, her card) belongs to her. Whoever
// signs in next on this browser, by her own reset link or by login, in this tab or another,
// starts with an empty 'Entrega' and no card; the reset page says whose session it will end.

const NEW_PASSWORD = 'novaSenha2026';
const skuOf = (size: string) => REGATA.sizes.find((s) => s.size === size)!.sku;

/** Two shoppers of this run's own on the API server; Bia's bag holds one product. */
async function twoShoppers(request: APIRequestContext, width: number) {
  const maria = { ...newShopper(`maria.${width}`), name: 'Maria Teste' };
  const bia = newShopper(`bia.${width}`);
  await apiSignUp(request, maria);
  const { secret } = await apiSignUp(request, bia);
  const saved = await request.put(`${API}/cart`, {
    headers: { authorization: `Bearer ${secret}`, 'if-match': '"0"' },
    data: { lines: [{ sku: skuOf('P'), productId: REGATA.code_color, size: 'P', quantity: 1 }] },
  });
  expect(saved.status()).toBe(200);
  return { maria, bia };
}

/** Bia's reset link, read from the fake backend's outbox (`npm run api`'s development route). */
async function resetLinkOf(request: APIRequestContext, email: string): Promise<string> {
  expect((await request.post(`${API}/password-resets`, { data: { email } })).status()).toBeLessThan(300);
  return mailedResetLink(request, email);
}

/** The reset page, opened on a device where Maria is signed in: it says so, then Bia saves her password. */
async function resetAs(page: Page, link: string, maria: { name: string; email: string }, bia: { name: string }) {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Criar nova senha' })).toBeVisible();
  await expect(page.getByText(`${maria.name} (${maria.email})`)).toBeVisible();
  await page.getByLabel('Nova senha', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirme a nova senha').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(toasts(page).filter({ hasText: 'Senha alterada com sucesso!' })).toBeVisible();
  await expect(page.getByText(`Bem vindo(a), ${bia.name}!`)).toBeVisible();
}

/** Nothing of Maria's checkout on the page's 'Entrega', nor kept in the browser. */
async function expectEmptyEntrega(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Entrega' })).toBeVisible();
  for (const name of ['Nome do destinatário', 'CEP', 'Rua', 'Número'])
    await expect(field(page, name), name).toHaveValue('');
  await expect
    .poll(async () => JSON.parse((await readLocalStorage(page))['@context-amaro:checkout'] ?? '{}') as object)
    .toMatchObject({ draft: {}, address: null, payment: null });
  const stored = JSON.stringify(await readLocalStorage(page));
  expect(stored).not.toContain('Maria Souza');
  expect(stored).not.toContain(CARD.number.slice(-4));
}

/** Bia's bag, from the header, to 'Entrega'. */
async function toEntrega(page: Page) {
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Finalizar compra' }).click();
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 740 : 800 } });

    test('a reset link opened in the tab of Maria’s review: Bia starts with an empty Entrega and no card', async ({
      page,
      request,
    }) => {
      const { maria, bia } = await twoShoppers(request, width);
      await login(page, { email: maria.email, password: PASSWORD, name: maria.name });
      await startCheckout(page, REGATA, 'M', true);
      await fillDelivery(page);
      await continueTo(page, 'Pagamento');
      await fillCard(page);
      await continueTo(page, 'Revisão do pedido');
      await expect(page.getByText(/Visa final 1111/).first()).toBeVisible();

      await resetAs(page, await resetLinkOf(request, bia.email), maria, bia);
      await toEntrega(page);
      await expectEmptyEntrega(page);
      // Her review, reached anew, shows no card of Maria's.
      await page.goto('/checkout/revisao');
      await expect(page.getByText(/final 1111/)).toHaveCount(0);
    });

    test('Maria typing at Entrega while Bia signs in in another tab, by her reset link and then by login', async ({
      page,
      context,
      request,
    }) => {
      const { maria, bia } = await twoShoppers(request, width);
      await login(page, { email: maria.email, password: PASSWORD, name: maria.name });
      await startCheckout(page, REGATA, 'M', true);
      await fillDelivery(page);

      // The reset link, opened in a second tab: the first follows, and shows Bia an empty 'Entrega'.
      const other = await context.newPage();
      await resetAs(other, await resetLinkOf(request, bia.email), maria, bia);
      // The first tab follows the other's sign-in: a storage event, then the session from the API.
      await expect(page.getByText(`Bem vindo(a), ${bia.name}!`)).toBeVisible({ timeout: 10_000 });
      await expectEmptyEntrega(page);

      // Maria again, to her review with a card; then 'sair' and Bia's login in the second tab.
      await other.getByRole('banner').getByRole('button', { name: 'sair', exact: true }).click();
      await login(other, { email: maria.email, password: PASSWORD, name: maria.name });
      await toEntrega(page);
      await fillDelivery(page);
      await continueTo(page, 'Pagamento');
      await fillCard(page);
      await continueTo(page, 'Revisão do pedido');
      await other.getByRole('banner').getByRole('button', { name: 'sair', exact: true }).click();
      await login(other, { email: bia.email, password: NEW_PASSWORD, name: bia.name });
      await expect(page.getByText(`Bem vindo(a), ${bia.name}!`)).toBeVisible();
      await expect(page.getByText(/final 1111/)).toHaveCount(0);
      await toEntrega(page);
      await expectEmptyEntrega(page);
    });
  });
}
