import { settled, watchLayoutShifts } from './cls-screens';
import { expect, test } from './fixtures';

// A product that does not exist, at the spec's latency, must not make the page jump.

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`default latency: a not-found product keeps CLS at or under 0.01 (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await watchLayoutShifts(page);
    await page.goto('/product/NAO-EXISTE-ESTE-PRODUTO');
    await expect(page.getByText('Ops! Produto não encontrado')).toBeVisible({ timeout: 8_000 });
    await settled(page);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls, `cumulative layout shift ${cls.toFixed(3)}`).toBeLessThanOrEqual(0.01);
  });
}
