import { settled, watchLayoutShifts } from './cls-screens';
import { colours, countLoadingScreens, expectColourShown, heading, sizeSelect } from './colours-helpers';
import { expect, productUrl, test, title } from './fixtures';
import { VESTIDO, VESTIDO_AZUL } from './products';

// Against the build with the spec's delays (a product's answer takes 2 s):
// another colour comes from the colours the page already has, so it shows at once with no
// new 'Carregando...', and the server's answer for it, asked in the background, moves nothing.

/** Well under the 2 s a product's answer takes: what shows within it did not wait for one. */
const AT_ONCE = { timeout: 1_000 };

for (const width of [360, 1280]) {
  test(`another colour shows at once, and Back returns to the first at once (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await watchLayoutShifts(page);
    await page.goto(productUrl(VESTIDO));
    await expect(heading(page)).toHaveText(title(VESTIDO), { timeout: 8_000 });
    await settled(page);
    await sizeSelect(page).selectOption('M');
    const loadings = await countLoadingScreens(page);

    await colours(page).getByRole('radio', { name: VESTIDO_AZUL.color }).click();
    await expectColourShown(page, VESTIDO_AZUL, AT_ONCE);
    await expect(sizeSelect(page)).toHaveValue('M');
    // Past the product's delay: the background answer has come, and changed nothing.
    await page.waitForTimeout(2_500);
    await expectColourShown(page, VESTIDO_AZUL, AT_ONCE);
    await expect(sizeSelect(page)).toHaveValue('M');

    await page.goBack();
    await expectColourShown(page, VESTIDO, AT_ONCE);
    await expect(sizeSelect(page)).toHaveValue('M');
    expect(await loadings(), 'no loading screen').toBe(0);
    await settled(page);
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThanOrEqual(0.01);
  });
}
