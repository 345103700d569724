import { expect, FIRST_PAGE_CARDS, grid, gridTitles, openProduct, productUrl, test, title } from './fixtures';
import { failFromStart, failNow, KINDS, REASON } from './failures-helpers';
import { VESTIDO, VESTIDO_AZUL } from './products';

// The catalogue and the product page when their calls fail (MOCK_FAIL=catalogue:…, product:…).

for (const kind of KINDS) {
  test(`catalogue ${kind}: a message and 'Tentar novamente', which retries`, async ({ page }) => {
    await failFromStart(page, `catalogue:${kind}`);
    await page.goto('/');
    const alert = page.getByRole('alert').filter({ hasText: 'Não foi possível carregar os produtos.' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(REASON[kind]);
    await expect(page.getByText('Nenhum produto encontrado')).toHaveCount(0);

    await failNow(page, '');
    await alert.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(gridTitles(page)).toHaveCount(FIRST_PAGE_CARDS);
    await expect(alert).toHaveCount(0);
  });
}

const dress = VESTIDO_AZUL;

for (const kind of KINDS) {
  test(`product ${kind}: not 'Ops! Produto não encontrado', and 'Tentar novamente' loads it`, async ({ page }) => {
    await failFromStart(page, `product:${kind}`);
    await page.goto(productUrl(dress));
    const alert = page.getByRole('alert').filter({ hasText: 'Não foi possível carregar o produto.' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(REASON[kind]);
    await expect(page.getByText('Ops! Produto não encontrado')).toHaveCount(0);

    await failNow(page, '');
    await alert.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title(dress) })).toBeVisible();
  });
}

test('product: a 404 is still "Ops! Produto não encontrado" while other calls fail', async ({ page }) => {
  await failFromStart(page, 'catalogue:500');
  await page.goto('/product/NADA%20DISSO');
  await expect(page.getByRole('heading', { name: 'Ops! Produto não encontrado' })).toBeVisible();
});

test('product: the page works while only the catalogue fails', async ({ page }) => {
  await failFromStart(page, 'catalogue:offline');
  await openProduct(page, dress);
  await expect(grid(page)).toHaveCount(0);
});

// Another colour comes from the colours the page already has; its own request, in the
// background, failing changes nothing on screen.
test('product: another colour still shows, and Back returns, while product calls fail', async ({ page }) => {
  await openProduct(page, VESTIDO);
  await failNow(page, 'product:500');
  await page.getByRole('radiogroup', { name: 'Cor' }).getByRole('radio', { name: dress.color }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title(dress));
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title(VESTIDO));
  await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível carregar o produto.' })).toHaveCount(0);
});
