import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { mock } from './checkout-helpers';

// 'Trocar ou devolver' as the browser tests drive it, shared by the specs that return what an order
// bought. Every delay is 0 in the instant project, orderStep too, which stands the clocks still:
// 'Avançar pedido' (vitrineMock.order.advance) moves a paid order one step at a time.

/** The order reaches 'Entregue', one step at a time. */
export async function deliver(page: Page, id: string): Promise<void> {
  for (let step = 0; step < 5; step++) await mock(page, `order.advance('${id}')`);
}

/** From the order's page, 'Trocar ou devolver', its heading focused. */
export async function openReturns(page: Page, id: string): Promise<void> {
  await page.goto(`/pedidos/${id}`);
  await page.getByRole('link', { name: 'Trocar ou devolver' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trocar ou devolver' })).toBeFocused();
  await expect(page).toHaveTitle(`Trocar ou devolver: pedido nº ${id} | Vitrine`);
}

/** Ticks the line whose name starts with `name`. */
export const include = (page: Page, name: string) =>
  page.getByRole('checkbox', { name: new RegExp(`^Incluir ${name}`) }).check();

/** 'Troca' of the line whose name starts with `name` for `size` ('Tamanho G'), not yet sent. */
export async function chooseExchange(page: Page, name: string, size: string): Promise<void> {
  await page.getByRole('radio', { name: 'Troca' }).check();
  await include(page, name);
  await page.getByRole('combobox', { name: 'Novo tamanho ou cor' }).selectOption({ label: size });
}

/** 'Confirmar solicitação'. */
export const confirm = (page: Page) => page.getByRole('button', { name: 'Confirmar solicitação' }).click();

/** The order's return requests, newest first. */
export const requests = (page: Page) =>
  page.getByRole('list', { name: 'Solicitações de troca e devolução' }).locator(':scope > li');
