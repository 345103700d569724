import {
  catalogue,
  expect,
  grid,
  HUMAN_TYPING,
  installmentsPattern,
  menu,
  openProduct,
  productUrl,
  type RawProduct,
  searchBox,
  signIn,
  test,
  title,
} from './fixtures';
import type { Page } from '@playwright/test';
import { BATA, CAMISA, PULSEIRA, VESTIDO, VESTIDO_AZUL } from './products';

// Journey 2: every way of reaching a product page, and what the page says.

const h1 = (page: Page, p: RawProduct) => page.getByRole('heading', { level: 1, name: title(p), exact: true });
const verde = VESTIDO;
const azul = VESTIDO_AZUL;

test('product: opens from a card, and same-name products open the right colour', async ({ page }) => {
  await page.goto('/');
  await grid(page)
    .getByRole('link', { name: title(azul) })
    .click();
  await expect(page).toHaveURL(productUrl(azul));
  await expect(h1(page, azul)).toBeVisible();
  await expect(page.getByText(installmentsPattern(azul))).toBeVisible();

  await page.goBack();
  await grid(page)
    .getByRole('link', { name: title(verde) })
    .click();
  await expect(page).toHaveURL('/product/VESTIDO%20MIDI%20FLORAL?cor=verde');
  await expect(h1(page, verde)).toBeVisible();

  // Typed URLs of the pair keep their colour too.
  await page.goto('/product/VESTIDO%20MIDI%20FLORAL?cor=azul-marinho');
  await expect(h1(page, azul)).toBeVisible();
  await page.goto('/product/VESTIDO%20MIDI%20FLORAL?cor=verde');
  await expect(h1(page, verde)).toBeVisible();
});

test('product: opens from the slide-out menu, which closes', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const dialog = menu(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link')).toHaveCount(catalogue.length);
  await dialog.getByRole('link', { name: 'Bata bordada - Branco', exact: true }).click();
  await expect(h1(page, BATA)).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('menu: lists every product alphabetically and each one can be reached (1280×800)', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const links = menu(page).getByRole('link');
  const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });
  const cap = (s: string) => s.charAt(0) + s.slice(1).toLocaleLowerCase('pt-BR');
  const expected = [...catalogue]
    .sort((a, b) => collator.compare(a.name, b.name) || collator.compare(a.color, b.color))
    .map((p) => `${cap(p.name)} - ${cap(p.color)}`);
  await expect(links).toHaveText(expected);

  // The menu is taller than the window: the last item must scroll into view and be clickable.
  const last = links.last();
  await last.scrollIntoViewIfNeeded();
  const box = await last.boundingBox();
  const height = page.viewportSize()!.height;
  expect(box, 'last menu item has a box').not.toBeNull();
  expect(
    box!.y + box!.height,
    `last menu item "${expected.at(-1)}" lies below the window (${height}px): the menu does not scroll`,
  ).toBeLessThanOrEqual(height);
  await last.click({ timeout: 2_000 });
  await expect(page).toHaveURL(productUrl(VESTIDO));
});

test('product: Enter in the search box opens the first name match', async ({ page }) => {
  await page.goto('/');
  await expect(grid(page)).toBeVisible();
  const search = searchBox(page);
  await search.pressSequentially('bata', HUMAN_TYPING);
  await expect(search).toHaveValue('bata');
  await search.press('Enter');
  await expect(page).toHaveURL('/product/bata');
  await expect(h1(page, BATA)).toBeVisible();

  // Empty text does not navigate.
  await page.goto('/');
  await search.press('Enter');
  await expect(page).toHaveURL('/');
});

test('product: a typed URL and a reload show the same product', async ({ page }) => {
  const camisa = CAMISA;
  await page.goto('/product/CAMISA%20DE%20LINHO');
  await expect(h1(page, camisa)).toBeVisible();
  await page.reload();
  await expect(h1(page, camisa)).toBeVisible();
  await openProduct(page, azul);
  await page.reload();
  await expect(h1(page, azul)).toBeVisible();
});

test('product: not found and not on sale', async ({ page }) => {
  await page.goto('/product/produto-que-nao-existe');
  await expect(page.getByRole('heading', { name: 'Ops! Produto não encontrado' })).toBeVisible();

  await openProduct(page, PULSEIRA);
  await expect(page.getByText('Produto não está disponivel no momento', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Adicionar produto à sacola' })).toHaveCount(0);
});

test("product: a size is required; sold-out sizes are said so and can be chosen (for 'Avise-me')", async ({ page }) => {
  await signIn(page);
  await openProduct(page, verde);
  const select = page.getByLabel('Tamanho');
  await expect(select).toHaveValue('');
  await expect(select.locator('option:checked')).toHaveText('Selecione um tamanho');
  for (const { size, available } of verde.sizes) {
    await expect(
      select.locator('option', { hasText: available ? new RegExp(`^${size}$`) : `${size} (esgotado)` }),
    ).toBeEnabled();
  }

  await page.getByRole('button', { name: 'Adicionar produto à sacola' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Escolha um tamanho' })).toBeVisible();
  await expect(select).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Produto adicionado ao carrinho!')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sacola', exact: true })).toBeVisible();
});

test('product: the related carousel shows 5 and wraps both ways', async ({ page }) => {
  const current = catalogue[0]!;
  const others = catalogue.filter((p) => p !== current).map(title);
  const window = (start: number) => Array.from({ length: 5 }, (_, i) => others[(start + i) % others.length]!);

  await openProduct(page, current);
  const carousel = page.locator('[aria-roledescription="carrossel"][aria-label="Você também pode gostar"]');
  const cards = carousel.getByRole('listitem').locator('h3');
  await expect(cards).toHaveText(window(0));

  // Backwards from the start wraps to the end of the list.
  await carousel.getByRole('button', { name: 'Produtos anteriores' }).click();
  await expect(cards).toHaveText(window(others.length - 5));
  await carousel.getByRole('button', { name: 'Próximos produtos' }).click();
  await expect(cards).toHaveText(window(0));

  // Forwards past the end wraps to the start.
  const next = carousel.getByRole('button', { name: 'Próximos produtos' });
  const pages = Math.ceil(others.length / 5);
  for (let i = 1; i < pages; i += 1) await next.click();
  const last = ((pages - 1) * 5) % others.length;
  await expect(cards).toHaveText(window(last));
  expect(last + 5, 'the last window runs past the end of the list').toBeGreaterThan(others.length);
  await next.click();
  await expect(cards).toHaveText(window(pages * 5));

  // A card in the carousel opens that product.
  const target = catalogue.find((p) => title(p) === window(pages * 5)[0])!;
  await cards.first().click();
  await expect(page).toHaveURL(productUrl(target));
  await expect(h1(page, target)).toBeVisible();
});
