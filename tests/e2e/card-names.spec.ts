import { expect, grid, openProduct, test, title } from './fixtures';
import { VESTIDO, CASACO } from './products';

// A product card is one link named by its heading; the picture inside
// (alt="") does not say the name a second time. Grid and carousel alike.

/** The name once, at the start, and never again. */
const namedOnce = (name: string) =>
  new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!.*${name.split(' ')[0]})`);

test('product cards in the grid and in the carousel say their product once', async ({ page }) => {
  await page.goto('/');
  const card = grid(page).getByRole('link', { name: new RegExp(`^${title(VESTIDO)}`) });
  await expect(card).toHaveAccessibleName(namedOnce(title(VESTIDO)));
  await expect(card.getByRole('img')).toHaveCount(0);
  await expect(card.locator('img')).toHaveAttribute('alt', '');

  await openProduct(page, CASACO);
  const carousel = page.getByRole('group', { name: 'Você também pode gostar' });
  const related = carousel.getByRole('link').first();
  const name = (await related.locator('h3').textContent())!;
  await expect(related).toHaveAccessibleName(namedOnce(name));
  await expect(related.getByRole('img')).toHaveCount(0);
  // The product page's own picture, alone beside its heading, keeps its words.
  await expect(page.getByRole('img', { name: title(CASACO) })).toBeVisible();
});
