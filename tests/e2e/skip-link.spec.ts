import { expect, test } from './fixtures';

// A skip link, the first stop of the keyboard, shown on focus, takes focus to the main content.

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`skip link to the main content, visible on focus (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(page.getByRole('list', { name: 'Produtos' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
    await expect(skip).toBeFocused();
    const box = (await skip.boundingBox())!;
    expect(box.width, 'the focused skip link is visible').toBeGreaterThan(40);
    expect(box.height).toBeGreaterThan(16);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    await expect(page.locator('main#conteudo')).toBeFocused();
    // The next Tab lands inside the main content, past the header.
    await page.keyboard.press('Tab');
    expect(await page.locator('main').evaluate((m) => m.contains(document.activeElement))).toBe(true);
    // Unfocused, it is out of sight.
    const hidden = await skip.evaluate((a) => {
      const r = a.getBoundingClientRect();
      return r.bottom <= 0 || r.right <= 0 || r.width <= 1 || r.height <= 1;
    });
    expect(hidden, 'the skip link hides again once focus leaves it').toBe(true);
  });
}
