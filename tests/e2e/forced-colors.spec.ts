import type { Locator } from '@playwright/test';
import { addToBag, cartLink, expect, grid, login, openProduct, searchBox, test, title } from './fixtures';
import { VESTIDO } from './products';

// Forced colours (high contrast) drop every fill. Each kind of button
// must still show its edge, or 'Entrar' and 'Adicionar produto à sacola' read as plain text.

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
});

async function expectEdge(name: string, button: Locator) {
  await expect(button, name).toBeVisible();
  const edge = await button.evaluate((el) => {
    const style = getComputedStyle(el);
    return { width: parseFloat(style.borderTopWidth), style: style.borderTopStyle, colour: style.borderTopColor };
  });
  expect(edge.width, `${name}: border width`).toBeGreaterThan(0);
  expect(edge.style, `${name}: border style`).not.toBe('none');
  expect(edge.colour, `${name}: border colour`).not.toBe('rgba(0, 0, 0, 0)');
}

test('forced colours: every kind of button keeps a visible edge', async ({ page }) => {
  await page.goto('/login');
  await expectEdge("'Entrar' (a page's main action)", page.getByRole('button', { name: 'Entrar' }));

  await page.goto('/');
  await expect(grid(page)).toBeVisible();
  await expectEdge("'Abrir menu' (an icon button)", page.getByRole('button', { name: 'Abrir menu' }));
  await expectEdge("'Ordenar A | Z'", page.getByRole('button', { name: 'Ordenar A | Z' }));
  await expectEdge('a banner dot', page.getByRole('button', { name: 'Mostrar destaque 2 de 4' }));
  await expectEdge("'Pausar destaques'", page.getByRole('button', { name: 'Pausar destaques' }));
  await searchBox(page).fill('saia');
  await expectEdge("'Limpar busca'", page.getByRole('button', { name: 'Limpar busca' }));

  await login(page);
  await expectEdge("'sair'", page.getByRole('button', { name: 'sair' }));
  await openProduct(page, VESTIDO);
  await expectEdge("'Adicionar produto à sacola'", page.getByRole('button', { name: 'Adicionar produto à sacola' }));
  await expectEdge("'Guia de medidas'", page.getByRole('button', { name: 'Guia de medidas' }));
  await expectEdge("'Próximos produtos' (the carousel)", page.getByRole('button', { name: 'Próximos produtos' }));
  await addToBag(page, 'M');
  await cartLink(page).click();
  const stepper = page.getByRole('group', { name: `Quantidade de ${title(VESTIDO)}, tamanho M` });
  await expectEdge("'−' (the stepper)", stepper.getByRole('button', { name: 'Diminuir quantidade' }));
  await expectEdge("'+' (the stepper)", stepper.getByRole('button', { name: 'Aumentar quantidade' }));
  await expectEdge('the delete button', page.getByRole('button', { name: `Remover ${title(VESTIDO)}, tamanho M` }));
});
