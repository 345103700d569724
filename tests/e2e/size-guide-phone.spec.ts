import { expect, openProduct, screenshotBoth, test } from './fixtures';
import { VESTIDO } from './products';

// 320 px is a 1280 px screen at 400% zoom (WCAG reflow). The size guide
// must fit it: the page never wider than the window, the table readable in its own box.

test('320 px: the size guide fits, its table whole in its box and nothing else cut', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 740 });
  await openProduct(page, VESTIDO);
  await page.getByRole('button', { name: 'Guia de medidas' }).click();
  const box = page.getByRole('region', { name: 'Medidas do corpo (cm)' });
  await expect(box).toBeVisible();

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const edges = (await box.boundingBox())!;
  for (const header of ['Tamanho', 'Equivale a', 'Busto', 'Cintura', 'Quadril']) {
    const cell = (await box.getByRole('columnheader', { name: header }).boundingBox())!;
    expect(cell.x, `${header} starts in the box`).toBeGreaterThanOrEqual(edges.x);
    expect(cell.x + cell.width, `${header} ends in the box`).toBeLessThanOrEqual(edges.x + edges.width + 0.5);
  }
  for (const control of [
    page.getByLabel('Tamanho'),
    page.getByRole('button', { name: 'Adicionar produto à sacola' }),
  ]) {
    const { x, width } = (await control.boundingBox())!;
    expect(x + width).toBeLessThanOrEqual(320);
  }
  // Should it ever be wider than its box, the keyboard can scroll it.
  await box.focus();
  await expect(box).toBeFocused();
  await screenshotBoth(page, 'size-guide');
});
