import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, SCREENSHOT_DIR, screenshotBoth, test } from './fixtures';
import { audit, mock, placeCardOrder } from './checkout-helpers';

// 'Acompanhe seu pedido': a card order followed from 'Pagamento aprovado' to 'Entregue'. Every
// delay is 0 in this project, orderStep too, which stands the order's clock still: the console
// handle's 'Avançar pedido' (vitrineMock.order.advance) moves the order one step at a time.

const LATER_STEPS = ['Nota fiscal emitida', 'Em separação', 'Enviado', 'Saiu para entrega', 'Entregue'];
const SAO_PAULO_TIME = /\d\d\/\d\d\/\d{4} às \d\d:\d\d/;

const steps = (page: Page) => page.getByRole('list', { name: 'Etapas do pedido' }).getByRole('listitem');

for (const width of [360, 1280]) {
  test(`at ${width} px: an order followed step by step to Entregue, its codes copied`, async ({ page, context }) => {
    await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const id = await placeCardOrder(page);

    // The confirmation page tracks the order too: received and paid, the rest waiting.
    await expect(page.getByRole('heading', { level: 2, name: 'Acompanhe seu pedido' })).toBeVisible();
    await expect(steps(page)).toHaveCount(7);
    await expect(steps(page).nth(1)).toHaveAttribute('aria-current', 'step');
    await expect(steps(page).nth(1)).toContainText(SAO_PAULO_TIME);
    await expect(steps(page).nth(2)).toContainText('Aguardando');
    await audit(page, 'Acompanhe seu pedido, pago');

    for (const [i, label] of LATER_STEPS.entries()) {
      await mock(page, `order.advance('${id}')`);
      await page.goto(`/pedidos/${id}`);
      const step = steps(page).nth(i + 2);
      await expect(step).toHaveAttribute('aria-current', 'step');
      await expect(step).toContainText(label);
      await expect(step).toContainText(SAO_PAULO_TIME);
      if (i + 3 < 7) await expect(steps(page).nth(i + 3)).toContainText('Aguardando');
    }

    // The NF-e key in fours, the tracking code; 'Copiar' by keyboard puts the code on the clipboard.
    await expect(
      steps(page)
        .nth(2)
        .getByText(/^\d{4}( \d{4}){10}$/),
    ).toBeVisible();
    const code = (await steps(page).nth(4).locator('code').textContent())!;
    expect(code).toMatch(/^OB\d{9}BR$/);
    const copy = page.getByRole('button', { name: 'Copiar código de rastreamento' });
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect(steps(page).nth(4).getByText('Copiado', { exact: true })).toBeVisible();
    await expect(copy).toBeFocused();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

    // The carrier's events, apart from the store's steps, each with its place and time.
    const events = page.getByRole('list', { name: 'Eventos dos Correios' }).getByRole('listitem');
    await expect(events).toHaveCount(4);
    await expect(events.first()).toContainText('Objeto postado');
    await expect(events.first()).toContainText('Barueri - SP');
    await expect(events.last()).toContainText('Entregue ao destinatário');
    await expect(events.last()).toContainText(SAO_PAULO_TIME);
    await audit(page, 'Acompanhe seu pedido, entregue');
    if (width === 360) {
      await page.setViewportSize({ width: 320, height: 740 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'no sideways scroll at 320 px').toBeLessThanOrEqual(0);
      if (process.env.E2E_SCREENSHOTS !== '0') {
        await page.screenshot({ path: join(SCREENSHOT_DIR, 'acompanhe-seu-pedido-320.png'), fullPage: true });
      }
      await screenshotBoth(page, 'acompanhe-seu-pedido');
    }

    // 'Meus pedidos' tells the step the order is at.
    await page.goto('/pedidos');
    await expect(page.getByRole('list', { name: 'Pedidos' }).getByRole('listitem').first()).toContainText('Entregue');
  });
}
