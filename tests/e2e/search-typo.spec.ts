import type { Page } from '@playwright/test';
import {
  expect,
  grid,
  gridTitles,
  HUMAN_TYPING,
  screenshotBoth,
  searchBox,
  tabTo,
  test,
  title,
  WIDTHS,
} from './fixtures';
import { CAMISA, VESTIDO, VESTIDO_AZUL } from './products';

// A search that forgives. When no name contains the text, close names are
// offered ('Você quis dizer vestido?') with their products; the link sets the search.

const results = (page: Page, word: string) => page.getByRole('list', { name: `Resultados para ${word}` });
const offer = (page: Page) => page.getByText(/^Você quis dizer/);

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 740 : 800 } });

    test("'vestdo' offers 'vestido' and its products; a click on the link searches for it", async ({ page }) => {
      await page.goto('/');
      await expect(grid(page)).toBeVisible();
      await searchBox(page).click();
      await page.keyboard.type('vestdo', HUMAN_TYPING);
      await expect(page.getByText('Nenhum produto encontrado', { exact: true })).toBeVisible();
      await expect(offer(page)).toHaveText('Você quis dizer vestido?');
      await expect(results(page, 'vestido').getByRole('heading', { level: 2 })).toHaveText(
        [VESTIDO, VESTIDO_AZUL].map(title),
      );
      if (width === WIDTHS[0]) await screenshotBoth(page, 'busca-voce-quis-dizer');

      await page.getByRole('link', { name: 'vestido', exact: true }).click();
      await expect(searchBox(page)).toHaveValue('vestido');
      await expect(gridTitles(page)).toHaveText([VESTIDO, VESTIDO_AZUL].map(title));
      await expect(offer(page)).toHaveCount(0);
      await expect(page).toHaveURL(/\/\?q=vestido#produtos$/);
      await expect(page.getByRole('region', { name: 'Produtos' })).toBeFocused();
    });

    test("'camsia' offers 'camisa'; Tab and Enter follow the link", async ({ page }) => {
      await page.goto('/');
      await expect(grid(page)).toBeVisible();
      await tabTo(page, searchBox(page));
      await page.keyboard.type('camsia', HUMAN_TYPING);
      const link = page.getByRole('link', { name: 'camisa', exact: true });
      await expect(offer(page)).toHaveText('Você quis dizer camisa?');
      await expect(results(page, 'camisa').getByRole('heading', { level: 2 })).toHaveText([title(CAMISA)]);
      await tabTo(page, link);
      await page.keyboard.press('Enter');
      await expect(searchBox(page)).toHaveValue('camisa');
      await expect(gridTitles(page)).toHaveText([title(CAMISA)]);
    });

    test('a search that finds something offers nothing', async ({ page }) => {
      await page.goto('/');
      await expect(grid(page)).toBeVisible();
      // Its file is fetched first, so what is not shown below is not merely on its way.
      await searchBox(page).pressSequentially('vestdo', HUMAN_TYPING);
      await expect(offer(page)).toBeVisible();
      await searchBox(page).fill('');
      await searchBox(page).pressSequentially('vestido', HUMAN_TYPING);
      await expect(gridTitles(page)).toHaveText([VESTIDO, VESTIDO_AZUL].map(title));
      await expect(offer(page)).toHaveCount(0);
    });
  });
}
