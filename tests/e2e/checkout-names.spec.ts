import { expect, test } from './fixtures';
import { CARD, continueTo, field, fillCard, fillDelivery, placeOrderButton, startCheckout } from './checkout-helpers';

// The form refuses what the server would refuse, where it is typed, and
// takes the names real people have, through to the review (src/rules/address.ts, personName.ts).

test('Bairro X and Cidade Y are refused on Entrega, not at Finalizar pedido, at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await startCheckout(page);
  await fillDelivery(page);
  await field(page, 'Bairro').fill('X');
  await field(page, 'Cidade').fill('Y');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Informe o bairro (de 2 a 60 caracteres).')).toBeVisible();
  await expect(page.getByText('Informe a cidade (de 2 a 60 caracteres).')).toBeVisible();
  await expect(field(page, 'Bairro')).toBeFocused();
  await expect(page).toHaveURL('/checkout/entrega');

  await field(page, 'Bairro').fill('Bela Vista');
  await field(page, 'Cidade').fill('São Paulo');
  await continueTo(page, 'Pagamento');
});

test('a holder name of 69 letters is refused with the length rule', async ({ page }) => {
  await startCheckout(page);
  await fillDelivery(page);
  await continueTo(page, 'Pagamento');
  const holder = `MARIA ${'A'.repeat(30)} ${'B'.repeat(32)}`;
  expect(holder).toHaveLength(69);
  await fillCard(page, { ...CARD, holder });
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Informe o nome como está impresso no cartão (só letras, de 2 a 60).')).toBeVisible();
  await expect(field(page, 'Nome impresso no cartão')).toBeFocused();
  await expect(page).toHaveURL('/checkout/pagamento');
});

for (const name of ['ANA-LUIZA SOUZA', "ANA D'AVILA", 'JOÃO SOUZA JR.']) {
  test(`${name} is taken as recipient and as holder, through to the order`, async ({ page }) => {
    await startCheckout(page);
    await fillDelivery(page);
    await field(page, 'Nome do destinatário').fill(name);
    await continueTo(page, 'Pagamento');
    await fillCard(page, { ...CARD, holder: name });
    await continueTo(page, 'Revisão do pedido');
    await expect(page.getByRole('region', { name: 'Entrega' }).getByText(name)).toBeVisible();
    await expect(page.getByText(/^Visa final 1111/)).toBeVisible();
    await placeOrderButton(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pedido confirmado' })).toBeVisible();
    await expect(page.getByText(name).first()).toBeVisible();
  });
}
