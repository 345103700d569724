import type { Page } from '@playwright/test';
import { addToBag, axe, cartLines, expect, login, openProduct, test, WIDTHS } from './fixtures';
import { continueTo, fillDelivery, placeOrderButton, REGATA } from './checkout-helpers';

// Every piece of a page is inside a landmark (axe's `region` rule), the promo
// strip included, so a screen reader's landmark list reaches all of it.

/**
 * axe's `region` rule alone, on the page as it is now: no node outside a landmark. The toast
 * stack is left out, as the other audits leave it out: notistack draws it on the body, it is
 * silent to screen readers (what a toast says is read out by the page's announcer), and it
 * leaves after 5 s.
 */
async function expectAllInLandmarks(page: Page, screen: string): Promise<void> {
  const { violations } = await axe(page).withRules(['region']).exclude('.notistack-SnackbarContainer').analyze();
  const outside = violations.flatMap((v) => v.nodes.map((node) => node.target.join(' ')));
  expect(outside, `${screen}: content outside every landmark`).toEqual([]);
}

for (const width of WIDTHS) {
  test(`at ${width} px, every main page keeps its content inside landmarks`, async ({ page }) => {
    test.slow(); // eight pages, each audited
    await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
    await page.goto('/');
    await expect(page.getByRole('list', { name: 'Produtos' })).toBeVisible();
    await expect(page.getByText(/frete grátis/i).first()).toBeVisible();
    await expectAllInLandmarks(page, 'home');

    await openProduct(page, REGATA);
    await expectAllInLandmarks(page, 'product');

    await page.goto('/nao-existe');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAllInLandmarks(page, 'not found');

    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expectAllInLandmarks(page, 'login');

    await login(page);
    await openProduct(page, REGATA);
    await addToBag(page, 'M');
    await page.getByRole('link', { name: /^Sacola/ }).click();
    await expect(cartLines(page)).toHaveCount(1);
    await expectAllInLandmarks(page, 'cart');
    await page.getByRole('link', { name: 'Finalizar compra' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Entrega' })).toBeFocused();
    await expectAllInLandmarks(page, 'Entrega');
    await fillDelivery(page);
    await continueTo(page, 'Pagamento');
    await page.getByRole('radio', { name: /PIX/ }).check();
    await continueTo(page, 'Revisão do pedido');
    await expectAllInLandmarks(page, 'Revisão do pedido');
    await placeOrderButton(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pedido confirmado' })).toBeVisible();
    await expectAllInLandmarks(page, 'order');

    await page.getByRole('link', { name: 'Meus pedidos' }).first().click();
    await expect(page.getByRole('list', { name: 'Pedidos' })).toBeVisible();
    await expectAllInLandmarks(page, 'Meus pedidos');
  });
}
