import type { Page } from '@playwright/test';
import { AFTER_PURCHASE_REFUSAL } from '../../src/rules/afterPurchaseRefusals';
import { expect, screenshotBoth, test } from './fixtures';
import {
  audit,
  mock,
  placeAndRead,
  placeCardOrder,
  startCheckout,
  switchesFromStart,
  toReviewWithPix,
} from './checkout-helpers';
import { listenLikeAScreenReader } from './live-helpers';

// 'Cancelar pedido' on the order page: an unpaid PIX (nothing charged), a paid card (the estorno,
// its parcels cancelled) and one that shipped while the form was open (refused, with the reason).
// Every delay is 0 in this project, orderStep too, which stands the order's clock still: the console
// handle's 'Avançar pedido' (vitrineMock.order.advance) moves the order one step at a time.

const cancelButton = (page: Page) => page.getByRole('button', { name: 'Cancelar pedido' });
const reasons = (page: Page) => page.getByRole('group', { name: 'Por que você quer cancelar?' });
const confirmButton = (page: Page) => page.getByRole('button', { name: 'Confirmar cancelamento' });
const cancelledHeading = (page: Page) => page.getByRole('heading', { level: 2, name: 'Pedido cancelado' });

/** Opens the form from the keyboard: focus lands on the first reason. */
async function openForm(page: Page): Promise<void> {
  await cancelButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(reasons(page).getByRole('radio').first()).toBeFocused();
}

/** Fails the test if the page scrolls sideways at its width. */
async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no sideways scroll').toBeLessThanOrEqual(0);
}

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize({ width, height: width < 600 ? 740 : 800 }));

    test('an unpaid PIX order is cancelled with its reason, and nothing is charged', async ({ page }) => {
      // The PIX stays unpaid for ten minutes.
      await switchesFromStart(page, { latency: 'pixPaid=600000' });
      await startCheckout(page);
      await toReviewWithPix(page);
      const id = await placeAndRead(page);
      await expect(page.getByText('Aguardando pagamento')).toBeVisible();

      await openForm(page);
      await expect(reasons(page).getByRole('radio')).toHaveCount(6);
      await expect(page.getByText('O pagamento ainda não foi feito: nada será cobrado.')).toBeVisible();
      await audit(page, 'Cancelar pedido, o formulário');
      if (width === 360) {
        await noSidewaysScroll(page);
        await screenshotBoth(page, 'cancelar-pedido');
      }

      // Without a reason: the rule's words, focus on the reasons.
      await confirmButton(page).click();
      await expect(page.getByText('Escolha o motivo do cancelamento.')).toBeVisible();
      await expect(reasons(page).getByRole('radio').first()).toBeFocused();
      // The arrow keys move through the reasons and pick one.
      await page.keyboard.press('ArrowDown');
      await expect(reasons(page).getByRole('radio', { name: 'Escolhi o tamanho ou a cor errada' })).toBeChecked();

      const screenReader = await listenLikeAScreenReader(page);
      await confirmButton(page).click();
      await expect(cancelledHeading(page)).toBeFocused();
      const result = page.getByRole('region', { name: 'Pedido cancelado' });
      await expect(result.getByText('Nenhum valor foi cobrado.')).toBeVisible();
      await expect(result.getByText(/^Motivo: Escolhi o tamanho ou a cor errada\. Cancelado em/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Copiar código' })).toHaveCount(0);
      await expect(page.getByText(/O prazo para pagar o PIX terminou/)).toHaveCount(0);
      await expect.poll(screenReader.heard).toContain('Pedido cancelado. Nenhum valor foi cobrado.');
      await audit(page, 'Pedido cancelado, PIX não pago');
      // Said once, still after the next PIX status poll would have come (and never as an expiry). The
      // confirmation's new title ('Pedido cancelado | Vitrine') is read out too, as any title change is.
      await page.waitForTimeout(3_500);
      const heard = await screenReader.heard();
      expect(heard.filter((text) => text.startsWith('Pedido cancelado.'))).toHaveLength(1);
      expect(heard.filter((text) => text.includes('O prazo para pagar o PIX terminou'))).toEqual([]);

      // Read again later: still cancelled (the PIX can no longer be paid), and so in 'Meus pedidos'.
      await page.goto(`/pedidos/${id}`);
      await expect(cancelledHeading(page)).toBeVisible();
      await expect(page.getByText('Nenhum valor foi cobrado.')).toBeVisible();
      await page.goto('/pedidos');
      const row = page.getByRole('list', { name: 'Pedidos' }).getByRole('listitem').first();
      await expect(row).toContainText(`Pedido nº ${id}`);
      await expect(row).toContainText('Pedido cancelado');
    });

    test('a paid card order is reversed, its parcels cancelled', async ({ page }) => {
      const id = await placeCardOrder(page);
      await page.goto(`/pedidos/${id}`);
      await expect(page.getByRole('heading', { level: 2, name: 'Acompanhe seu pedido' })).toBeVisible();
      await openForm(page);
      await expect(page.getByText(/^A compra de R\$\s[\d,]+ será estornada no cartão/)).toBeVisible();
      await reasons(page).getByRole('radio', { name: 'Encontrei um preço melhor' }).check();
      await confirmButton(page).click();

      await expect(cancelledHeading(page)).toBeFocused();
      const result = page.getByRole('region', { name: 'Pedido cancelado' });
      await expect(
        result.getByText(/^Estorno de R\$\s[\d,]+ no cartão; 3 parcelas futuras canceladas\.$/),
      ).toBeVisible();
      const parcels = result.getByRole('list', { name: 'Parcelas canceladas' }).getByRole('listitem');
      await expect(parcels).toHaveCount(3);
      await expect(parcels.first()).toHaveText(/^Parcela 1 de 3: R\$\s[\d,]+$/);
      await expect(page.getByRole('heading', { name: 'Acompanhe seu pedido' })).toHaveCount(0);
      await audit(page, 'Pedido cancelado, cartão estornado');
      if (width === 360) {
        await noSidewaysScroll(page);
        await screenshotBoth(page, 'pedido-cancelado-estorno');
      }

      // Asked again from 'Meus pedidos': the cancellation as it was made.
      await page.goto('/pedidos');
      await expect(page.getByRole('list', { name: 'Pedidos' }).getByRole('listitem').first()).toContainText(
        'Pedido cancelado',
      );
    });

    test('an order that shipped while the form was open is refused, with the reason', async ({ page }) => {
      const id = await placeCardOrder(page);
      await page.goto(`/pedidos/${id}`);
      await openForm(page);
      await reasons(page).getByRole('radio', { name: 'Comprei por engano' }).check();
      // Meanwhile the warehouse invoices, picks and ships it.
      for (let step = 0; step < 3; step++) await mock(page, `order.advance('${id}')`);

      const screenReader = await listenLikeAScreenReader(page);
      await confirmButton(page).click();
      const section = page.getByRole('region', { name: 'Cancelar pedido' });
      await expect(section.getByText(AFTER_PURCHASE_REFUSAL.orderAlreadyShipped)).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Cancelar pedido' })).toBeFocused();
      await expect(reasons(page)).toHaveCount(0);
      await expect.poll(screenReader.heard).toContain(AFTER_PURCHASE_REFUSAL.orderAlreadyShipped);
      // The page shows the order as it is now: paid and on its way, with nothing to cancel.
      await expect(page.getByRole('listitem').filter({ hasText: 'Enviado' })).toHaveAttribute('aria-current', 'step');
      await expect(cancelButton(page)).toHaveCount(0);
      await expect(page.getByText('Pagamento aprovado', { exact: true })).toBeVisible();
      await audit(page, 'Cancelamento recusado, pedido enviado');

      // Opened again: no 'Cancelar pedido' on a shipped order.
      await page.goto(`/pedidos/${id}`);
      await expect(page.getByRole('heading', { level: 2, name: 'Acompanhe seu pedido' })).toBeVisible();
      await expect(page.getByRole('listitem').filter({ hasText: 'Enviado' })).toHaveAttribute('aria-current', 'step');
      await expect(cancelButton(page)).toHaveCount(0);
    });
  });
}
