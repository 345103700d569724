import { RETURN_KINDS } from '../../src/rules/returnWindows';
import { audit } from './checkout-helpers';
import { expect, tabTo, test, WIDTHS } from './fixtures';

// 'Trocas e devoluções', at 360 and 1280 px: reached by keyboard from the footer, each way back
// stated with the days the rules give it, axe clean, nothing wider than the screen.

for (const width of WIDTHS) {
  test(`'Trocas e devoluções' at ${width} px: from the footer by keyboard, each window's days, axe clean`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
    await page.goto('/');
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Trocas e devoluções' });
    await expect(link).toBeVisible();
    // The footer ends the page: from the top, Shift+Tab goes round to its last links.
    await tabTo(page, link, { backwards: true });
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 1, name: 'Trocas e devoluções' });
    await expect(heading).toBeFocused();
    await expect(page).toHaveTitle('Trocas e devoluções | Vitrine');
    await expect(page).toHaveURL(/\/trocas-e-devolucoes$/);
    for (const { label, days, policy } of RETURN_KINDS) {
      await expect(page.getByRole('heading', { level: 2, name: `${label}: até ${days} dias` })).toBeVisible();
      await expect(page.getByText(policy)).toBeVisible();
    }
    await expect(page.getByText(/Código de Defesa do Consumidor/)).toBeVisible();
    await audit(page, 'Trocas e devoluções');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `/tmp/policy-${width}.png`, fullPage: true, animations: 'disabled' });
    if (width === 360) {
      await page.setViewportSize({ width: 320, height: 740 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await page.screenshot({ path: '/tmp/policy-320.png', fullPage: true, animations: 'disabled' });
    }
  });
}
