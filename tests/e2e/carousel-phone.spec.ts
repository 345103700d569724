import type { Page } from '@playwright/test';
import { catalogue, expect, openProduct, test, title } from './fixtures';
import { BATA } from './products';

// The carousel's arrows move by the cards that fit, and no card is cut off.

const carousel = (page: Page) => page.getByRole('group', { name: 'Você também pode gostar' });

for (const viewport of [
  { width: 320, height: 700 },
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`carousel at ${viewport.width} px: whole cards, and next shows the very next ones`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const current = BATA;
    await openProduct(page, current);
    const others = catalogue.filter((p) => p !== current).map(title);
    const track = carousel(page).getByRole('list');
    await track.scrollIntoViewIfNeeded();
    const cards = track.getByRole('listitem');
    const shown = await cards.count();
    if (viewport.width >= 1280) expect(shown, 'five at a time where five fit').toBe(5);
    else expect(shown).toBeGreaterThanOrEqual(1);

    // Every card shown lies wholly inside the track's visible box, text included.
    const clipped = await track.evaluate((ul) => {
      const frame = ul.getBoundingClientRect();
      return [...ul.querySelectorAll('li')].flatMap((li) => {
        const parts = [li, ...li.querySelectorAll('h2, h3, p, span, img')];
        const out = parts.some((el) => {
          const r = el.getBoundingClientRect();
          return (
            r.width > 1 &&
            (r.left < frame.left - 0.5 || r.right > frame.right + 0.5 || el.scrollWidth > el.clientWidth + 1)
          );
        });
        return out ? [li.querySelector('h2, h3')?.textContent ?? '?'] : [];
      });
    });
    expect(clipped, 'cards cut off by the track').toEqual([]);
    expect(await track.evaluate((ul) => ul.scrollWidth <= ul.clientWidth + 1), 'no hidden cards to swipe to').toBe(
      true,
    );

    const titles = () => cards.locator('h3').allTextContents();
    expect(await titles()).toEqual(others.slice(0, shown));
    await carousel(page).getByRole('button', { name: 'Próximos produtos' }).click();
    expect(await titles(), 'next shows the cards right after the last one shown').toEqual(
      others.slice(shown, shown * 2),
    );
    await carousel(page).getByRole('button', { name: 'Produtos anteriores' }).click();
    expect(await titles()).toEqual(others.slice(0, shown));
  });
}
