import { FREE_SHIPPING_PROMO, PIX_PROMO } from '../../src/rules/prices';
import {
  brl,
  catalogue,
  cents,
  expect,
  FIRST_PAGE_CARDS,
  grid,
  gridTitles,
  test,
  title,
  type RawProduct,
  searchBox,
  HUMAN_TYPING,
  BANNER_STEP_MS,
} from './fixtures';
import { CAMISA } from './products';

// Journey 1: browse the home page as an anonymous shopper.

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });
const byName = (a: RawProduct, b: RawProduct) => collator.compare(a.name, b.name) || collator.compare(a.color, b.color);
/** The titles of the grid's first page ('Carregar mais' shows the rest). */
const titles = (products: RawProduct[]) => products.map(title).slice(0, FIRST_PAGE_CARDS);

test('browse: promo strip, rotating banner, full grid, three sorts, search, clear, no result', async ({ page }) => {
  await page.goto('/');

  // The promo strip on every page.
  await expect(page.getByText(FREE_SHIPPING_PROMO, { exact: true })).toBeVisible();
  await expect(page.getByText(PIX_PROMO, { exact: true })).toBeVisible();

  // The banner of 4 images advances by itself every 3 s.
  const banner = page.getByRole('region', { name: 'Destaques' });
  await expect(banner.getByRole('button', { name: /^Mostrar destaque \d de 4$/ })).toHaveCount(4);
  const active = banner.locator('img[data-active="true"]');
  await expect(active).toHaveAttribute('alt', 'Nova coleção');
  await expect(active).toHaveAttribute('alt', 'Até 55% off', { timeout: BANNER_STEP_MS + 1_500 });

  // The catalogue's first page of products, in catalogue order, with its price and promo tag.
  await expect(gridTitles(page)).toHaveText(titles(catalogue));
  const first = grid(page).getByRole('listitem').first();
  const p0 = catalogue[0]!;
  await expect(first).toContainText(`${p0.discount_percentage} Off`);
  await expect(first.locator('s')).toContainText(brl(cents(p0.regular_price)));
  await expect(first).toContainText(brl(cents(p0.actual_price)));

  // The spec's sort bar.
  await page.getByRole('button', { name: 'Ordenar A | Z' }).click();
  await expect(gridTitles(page)).toHaveText(titles([...catalogue].sort(byName)));
  await page.getByRole('button', { name: 'Ordenar menor preço' }).click();
  await expect(gridTitles(page)).toHaveText(
    titles([...catalogue].sort((a, b) => cents(a.actual_price) - cents(b.actual_price))),
  );
  await page.getByRole('button', { name: 'Ordenar maior preço' }).click();
  await expect(gridTitles(page)).toHaveText(
    titles([...catalogue].sort((a, b) => cents(b.actual_price) - cents(a.actual_price))),
  );

  // The spec's search: case-insensitive containment as the shopper types, clear restores the list.
  const search = searchBox(page);
  await search.pressSequentially('vestido', HUMAN_TYPING);
  await expect(gridTitles(page)).toHaveText(
    titles(
      catalogue.filter((p) => p.name.includes('VESTIDO')).sort((a, b) => cents(b.actual_price) - cents(a.actual_price)),
    ),
  );
  await page.getByRole('button', { name: 'Limpar busca' }).click();
  await expect(search).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Limpar busca' })).toHaveCount(0);
  await expect(gridTitles(page)).toHaveCount(FIRST_PAGE_CARDS);

  await search.pressSequentially('xyzzy', HUMAN_TYPING);
  await expect(grid(page)).toHaveCount(0);
  await expect(page.getByText('Nenhum produto encontrado', { exact: true })).toBeVisible();
  await search.fill('');
  await expect(gridTitles(page)).toHaveCount(FIRST_PAGE_CARDS);
});

test('search keeps every character typed on a slow phone (6× CPU slowdown, 80 ms between keys)', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await expect(grid(page)).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  const search = searchBox(page);
  const typed: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    await search.fill('');
    // Fifteen keys 80 ms apart on a slowed CPU take longer than one click's time-out; what
    // counts is that none is lost, not how long the machine takes.
    await search.pressSequentially('camisa de linho', { delay: 80, timeout: 20_000 });
    // The shop has caught up with the last key once the grid shows what the whole text finds.
    await expect(gridTitles(page)).toHaveText([title(CAMISA)]);
    typed.push(await search.inputValue());
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  expect(typed, 'what the search box holds after typing "camisa de linho" twice').toEqual(
    Array(2).fill('camisa de linho'),
  );
});
