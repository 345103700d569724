import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, grid, openProduct, SCREENSHOT_DIR, tabTo, test, WIDTHS } from './fixtures';
import { BATA } from './products';

// A product card that has keyboard focus shows its whole focus
// ring (3 px, 2 px away from the card), in the home grid and in the related-products
// carousel. Checked on the pixels Chromium paints, reached with real Tab presses.

/** The theme's focus colour, #1a5fd0. */
const FOCUS = [0x1a, 0x5f, 0xd0] as const;
/** Where the ring's middle lies outside the card: 2 px offset + half of 3 px. */
const RING_MIDDLE = 3.5;
const MARGIN = 8;

type Side = 'top' | 'right' | 'bottom' | 'left';

/**
 * For each side of `target`, the share of pixels on the line where the ring
 * should be (along the middle half of that side) that are the focus colour.
 */
async function ringCoverage(page: Page, target: Locator): Promise<Record<Side, number>> {
  // Tab scrolls a card only until part of it shows; bring it whole into the screenshot.
  await target.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'nearest' }));
  const box = (await target.boundingBox())!;
  const clip = { x: box.x - MARGIN, y: box.y - MARGIN, width: box.width + 2 * MARGIN, height: box.height + 2 * MARGIN };
  const png = await page.screenshot({ clip });
  // Decode in a blank page: the shop's content policy has no business with the test's canvas.
  const scratch = await page.context().newPage();
  try {
    return await scratch.evaluate(
      async ({ data, width, height, inset, focus }) => {
        const img = new Image();
        img.src = `data:image/png;base64,${data}`;
        await img.decode();
        const canvas = document.createElement('canvas');
        [canvas.width, canvas.height] = [img.width, img.height];
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(img, 0, 0);
        const { data: px } = ctx.getImageData(0, 0, img.width, img.height);
        const isFocus = (x: number, y: number) => {
          const i = (Math.round(y) * img.width + Math.round(x)) * 4;
          return focus.every((c, k) => Math.abs(px[i + k]! - c) < 48);
        };
        const share = (points: Array<[number, number]>) =>
          points.filter(([x, y]) => isFocus(x, y)).length / points.length;
        const along = (from: number, to: number) =>
          Array.from({ length: 21 }, (_, i) => from + ((to - from) * (i + 5)) / 30);
        const [left, top, right, bottom] = [inset, inset, width - inset - 1, height - inset - 1];
        return {
          top: share(along(0, width).map((x) => [x, top])),
          bottom: share(along(0, width).map((x) => [x, bottom])),
          left: share(along(0, height).map((y) => [left, y])),
          right: share(along(0, height).map((y) => [right, y])),
        };
      },
      {
        data: png.toString('base64'),
        width: clip.width,
        height: clip.height,
        inset: MARGIN - RING_MIDDLE,
        focus: FOCUS,
      },
    );
  } finally {
    await scratch.close();
  }
}

async function expectWholeRing(page: Page, target: Locator) {
  await expect(target).toBeFocused();
  const coverage = await ringCoverage(page, target);
  for (const side of ['top', 'right', 'bottom', 'left'] as const)
    expect(coverage[side], `focus ring on the ${side} side (share of focus-coloured pixels)`).toBeGreaterThan(0.9);
}

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('a grid card shows its whole focus ring', async ({ page }) => {
      await page.goto('/');
      const cards = grid(page).getByRole('link');
      await expect(cards.first()).toBeVisible();
      // The first card, and one that was off-screen until Tab scrolled to it.
      for (const index of [0, 5]) {
        await tabTo(page, cards.nth(index));
        await expectWholeRing(page, cards.nth(index));
      }
      await page.screenshot({ path: join(SCREENSHOT_DIR, `focus-grid-${width}.png`) });
    });

    test('a related-products card shows its whole focus ring', async ({ page }) => {
      await openProduct(page, BATA);
      const related = page.getByRole('group', { name: 'Você também pode gostar' }).getByRole('link');
      await expect(related.first()).toBeVisible();
      await tabTo(page, related.first());
      await expectWholeRing(page, related.first());
      await page.screenshot({ path: join(SCREENSHOT_DIR, `focus-carousel-${width}.png`) });
    });
  });
}
