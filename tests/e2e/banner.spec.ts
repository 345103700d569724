import type { Locator, Page } from '@playwright/test';
import { FREE_SHIPPING_PROMO } from '../../src/rules/prices';
import { catalogue, expect, FIRST_PAGE_CARDS, grid, gridTitles, screenshotBoth, test } from './fixtures';

// The banner on phones (words legible, controls never over the
// picture's words, calls to action that are real links) and its pause button (WCAG 2.2.2).

const banner = (page: Page) => page.getByRole('region', { name: 'Destaques' });
const picture = (page: Page) => banner(page).locator('img[data-active="true"]');
const dots = (page: Page) => banner(page).getByRole('button', { name: /^Mostrar destaque \d de 4$/ });

/** The smallest line of words in the slide's picture, in CSS pixels as drawn now. */
async function smallestWordsPx(image: Locator): Promise<number> {
  return image.evaluate(async (img: HTMLImageElement) => {
    const svg = new DOMParser().parseFromString(await (await fetch(img.src)).text(), 'image/svg+xml');
    const sizes = [...svg.querySelectorAll('path[data-text]')].map(
      (path) => Number(/scale\(([\d.]+)\)/.exec(path.getAttribute('transform') ?? '')?.[1]) * 2048,
    );
    return (Math.min(...sizes) * img.getBoundingClientRect().width) / 1280;
  });
}

for (const width of [320, 360]) {
  test(`${width} px: every slide's words legible and nothing laid over them`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/');
    await expect(grid(page)).toBeVisible();
    await banner(page).getByRole('button', { name: 'Pausar destaques' }).click();
    for (let i = 0; i < 4; i += 1) {
      await dots(page).nth(i).click();
      await expect(picture(page)).toHaveAttribute('alt', /./);
      expect(await smallestWordsPx(picture(page)), `slide ${i + 1}: its picture's words`).toBeGreaterThanOrEqual(12);
      const text = banner(page).locator('p').nth(i);
      await expect(text).toBeVisible();
      const fontPx = await text.evaluate((p) => parseFloat(getComputedStyle(p).fontSize));
      expect(fontPx, `slide ${i + 1}: its text`).toBeGreaterThanOrEqual(12);
      // The dots and the pause button sit under the picture, never on it.
      const art = (await picture(page).boundingBox())!;
      for (const control of [...(await dots(page).all()), banner(page).getByRole('button', { name: /destaques$/ })]) {
        const box = (await control.boundingBox())!;
        expect(box.y, `slide ${i + 1}: a control over the picture`).toBeGreaterThanOrEqual(art.y + art.height);
      }
    }
    await dots(page).nth(0).click();
    await screenshotBoth(page, 'banner');
  });
}

test("360 px: the sale's call to action is a link to the discounted products, which take the focus", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expect(gridTitles(page)).toHaveCount(FIRST_PAGE_CARDS);
  await dots(page).nth(1).click();
  await banner(page).getByRole('link', { name: 'Ver promoções' }).click();
  await expect(page).toHaveURL(/\/\?promocao=1#produtos$/);
  await expect(page.getByRole('checkbox', { name: 'Só promoções' })).toBeChecked();
  const onSale = catalogue.filter((p) => p.discount_percentage !== '');
  await expect(gridTitles(page)).toHaveCount(Math.min(onSale.length, FIRST_PAGE_CARDS));
  await expect(page.getByRole('region', { name: 'Produtos' })).toBeFocused();
  await expect(grid(page)).toBeInViewport();
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("'Pausar destaques' stops the banner by touch; 'Retomar destaques' starts it again", async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(grid(page)).toBeVisible();
    // From here on, time moves only when the test says so.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const promo = page.getByText(FREE_SHIPPING_PROMO, { exact: true });
    await dots(page).nth(0).tap();

    await banner(page).getByRole('button', { name: 'Pausar destaques' }).tap();
    await promo.tap(); // the finger leaves the banner: no hover, no focus holds it
    await page.clock.runFor(10_000);
    await expect(picture(page)).toHaveAttribute('alt', 'Nova coleção');

    await banner(page).getByRole('button', { name: 'Retomar destaques' }).tap();
    await page.clock.runFor(3_100);
    await expect(picture(page)).toHaveAttribute('alt', 'Até 55% off');
    await expect(banner(page).getByRole('button', { name: 'Pausar destaques' })).toBeVisible();
  });
});

test('the pause button is a button for the keyboard too', async ({ page }) => {
  await page.goto('/');
  await expect(grid(page)).toBeVisible();
  const pause = banner(page).getByRole('button', { name: 'Pausar destaques' });
  await pause.focus();
  await page.keyboard.press('Enter');
  await expect(banner(page).getByRole('button', { name: 'Retomar destaques' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(banner(page).getByRole('button', { name: 'Pausar destaques' })).toBeFocused();
});

test('reduced motion: nothing moves, so no pause button is offered', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/');
  await expect(grid(page)).toBeVisible();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await expect(banner(page).getByRole('button', { name: 'Pausar destaques' })).toBeHidden();
  await page.clock.runFor(10_000);
  await expect(picture(page)).toHaveAttribute('alt', 'Nova coleção');
});
