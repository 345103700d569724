import { expect, test } from './fixtures';
import { CARD, continueTo, field, fillCard, fillDelivery, startCheckout } from './checkout-helpers';

// Brazil's own brands, typed as a shopper types them. Numbers in the brands'
// real ranges, each with its Luhn check digit.
const ELO = '6362970000123458';
const ELO_651652 = '6516520012345675';
const HIPERCARD = '3841000012345671';
/** Inside Visa's 4… yet an Elo range. */
const ELO_457631 = '4576310012345673';

test('Elo and Hipercard are named as typed, tokenised and shown on the review', async ({ page }) => {
  await startCheckout(page);
  await fillDelivery(page);
  await continueTo(page, 'Pagamento');

  await fillCard(page, { ...CARD, number: ELO }, '2');
  await expect(page.getByText('Bandeira: Elo')).toBeVisible();
  await continueTo(page, 'Revisão do pedido');
  await expect(page.getByText(/^Elo final 3458, 2x de/)).toBeVisible();

  await page.getByRole('link', { name: 'Alterar o pagamento' }).click();
  await expect(page.getByText('Cartão Elo final 3458.')).toBeVisible();
  await page.getByRole('button', { name: 'Usar outro cartão' }).click();
  await fillCard(page, { ...CARD, number: HIPERCARD }, '1');
  await expect(page.getByText('Bandeira: Hipercard')).toBeVisible();
  await continueTo(page, 'Revisão do pedido');
  await expect(page.getByText(/^Hipercard final 5671/)).toBeVisible();

  await page.getByRole('link', { name: 'Alterar o pagamento' }).click();
  await page.getByRole('button', { name: 'Usar outro cartão' }).click();
  const number = field(page, 'Número do cartão');
  await number.pressSequentially(ELO_457631);
  await expect(page.getByText('Bandeira: Elo')).toBeVisible();
  await expect(page.getByText('Bandeira: Visa')).toHaveCount(0);
  await number.fill('');
  await number.pressSequentially(ELO_651652);
  await expect(page.getByText('Bandeira: Elo')).toBeVisible();
  await number.fill('');
  await fillCard(page, { ...CARD, number: ELO_457631 }, '1');
  await continueTo(page, 'Revisão do pedido');
  await expect(page.getByText(/^Elo final 5673/)).toBeVisible();
});
