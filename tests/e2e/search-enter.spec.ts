import { expect, grid, searchBox, tabTo, test, title, WIDTHS } from './fixtures';
import { SAIA, TOP, VESTIDO } from './products';

// Enter in the search box opens a product the grid lists, never
// 'Ops! Produto não encontrado' for a search the grid answered. Keyboard only.

const NOT_FOUND = 'Ops! Produto não encontrado';

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const [text, expected] of [
      // Only the colour matches: the grid's first product (catalogue order) opens.
      ['preto', TOP],
      // Words apart, name and colour: the one product the grid lists.
      ['saia rosa', SAIA],
    ] as const) {
      test(`'${text}' + Enter opens ${title(expected)}, the grid's first product`, async ({ page }) => {
        await page.goto('/');
        await expect(grid(page).getByRole('listitem').first()).toBeVisible();
        await tabTo(page, searchBox(page));
        await page.keyboard.type(text, { delay: 20 });
        await expect(
          grid(page)
            .getByRole('heading', { name: title(expected) })
            .first(),
        ).toBeVisible();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('heading', { level: 1, name: title(expected) })).toBeVisible();
        await expect(page.getByText(NOT_FOUND)).toHaveCount(0);
      });
    }

    test('a part of a name still opens the first product with it in its name', async ({ page }) => {
      await page.goto('/');
      await expect(grid(page).getByRole('listitem').first()).toBeVisible();
      // Sorted by lowest price the grid lists the blue dress first; Enter keeps the spec's rule.
      await page.getByRole('button', { name: 'Ordenar menor preço' }).click();
      await tabTo(page, searchBox(page), { backwards: true });
      await page.keyboard.type('midi floral', { delay: 20 });
      await expect(grid(page).getByRole('listitem')).toHaveCount(2);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/product\/midi%20floral$/);
      const first = VESTIDO;
      await expect(page.getByRole('heading', { level: 1, name: title(first) })).toBeVisible();
    });
  });
}
