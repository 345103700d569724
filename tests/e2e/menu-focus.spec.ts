import { catalogue, expect, FIRST_PAGE_CARDS, isFocused, menu, test } from './fixtures';

// The open menu is modal: focus wraps inside it and the page behind does not scroll.

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`the open menu keeps focus inside and the page behind still (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(page.getByRole('list', { name: 'Produtos' }).getByRole('listitem')).toHaveCount(FIRST_PAGE_CARDS);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(menu(page)).toBeVisible();
    const close = page.getByRole('button', { name: 'Fechar menu' });
    await expect(close).toBeFocused();
    const links = menu(page).getByRole('link');
    const last = links.last();
    await expect(links).toHaveCount(catalogue.length);

    // Shift+Tab from the X goes round to the last product, not to the header behind.
    await page.keyboard.press('Shift+Tab');
    await expect(last, 'Shift+Tab from the X wraps to the last product').toBeFocused();
    // Tab from the last product goes round to the X, not to the banner behind.
    await page.keyboard.press('Tab');
    await expect(close, 'Tab from the last product wraps to the X').toBeFocused();

    // Tab through every product: focus never leaves the menu.
    for (let i = 0; i < 24; i += 1) {
      await page.keyboard.press('Tab');
      const inside = await menu(page).evaluate((panel) => panel.contains(document.activeElement));
      expect(inside, `focus left the menu after ${i + 1} Tab presses`).toBe(true);
    }

    // The wheel over the dimmed page does not scroll the page behind.
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.move(viewport.width - 20, viewport.height / 2);
    await page.mouse.wheel(0, 600);
    await page.mouse.move(40, viewport.height / 2);
    await page.mouse.wheel(0, 3000);
    // The menu's own list took the second wheel, so the first has been handled too.
    const list = menu(page).getByRole('navigation', { name: 'Produtos' });
    await expect.poll(() => list.evaluate((nav) => nav.scrollTop)).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY), 'the page behind the menu scrolled').toBe(before);

    // Closed, the page scrolls again and focus is back on the opener.
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    expect(await isFocused(page.getByRole('button', { name: 'Abrir menu' }))).toBe(true);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
  });
}
