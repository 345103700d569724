import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { continueTo, field, fillDelivery, KNOWN_CEP, startCheckout } from './checkout-helpers';

// The masked fields (CEP, card number, validade, CPF) take what shoppers
// paste and what browsers autofill, cleaned before any limit, and keep the caret where a digit
// is corrected.

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

/** Empties the field, then pastes `text` into it with the keyboard, as a shopper does. */
async function paste(page: Page, input: Locator, text: string): Promise<void> {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await input.fill('');
  await input.focus();
  await page.keyboard.press('ControlOrMeta+V');
}

/** Moves the caret `count` characters left of the end of the focused field. */
async function caretFromEnd(page: Page, count: number): Promise<void> {
  await page.keyboard.press('End');
  for (let i = 0; i < count; i += 1) await page.keyboard.press('ArrowLeft');
}

const toCard = async (page: Page) => {
  await startCheckout(page);
  await fillDelivery(page);
  await continueTo(page, 'Pagamento');
  await page.getByRole('radio', { name: /Cartão de crédito/ }).check();
};

test('a CEP pasted with dots or spaces around it is cleaned, then looked up', async ({ page }) => {
  await startCheckout(page);
  const cep = field(page, 'CEP');
  for (const [pasted, shown, street] of [
    ['01.310-100', '01310-100', KNOWN_CEP.street],
    [' 22070-011', '22070-011', 'Avenida Atlântica'],
    ['30140 010 ', '30140-010', 'Praça da Liberdade'],
  ] as const) {
    await test.step(`pasting ${JSON.stringify(pasted)}`, async () => {
      await paste(page, cep, pasted);
      await expect(cep).toHaveValue(shown);
      await expect(field(page, 'Rua')).toHaveValue(street);
    });
  }
});

test('card number and CPF pasted with other separators at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await toCard(page);
  const number = field(page, 'Número do cartão');
  const cpf = field(page, 'CPF do titular');
  await paste(page, number, '4111 - 1111 - 1111 - 1111');
  await expect(number).toHaveValue('4111 1111 1111 1111');
  await expect(page.getByText('Bandeira: Visa')).toBeVisible();
  await paste(page, cpf, ' 529.982.247-25');
  await expect(cpf).toHaveValue('529.982.247-25');
});

test('a validade pasted or autofilled as MM/AAAA reads MM/AA, and pays', async ({ page }) => {
  await toCard(page);
  const expiry = field(page, 'Validade (MM/AA)');
  // MM/AAAA is how browsers autofill a card's expiry (cc-exp), all at once; shoppers paste it too.
  for (const [given, shown] of [
    ['12/2028', '12/28'],
    ['12 / 28', '12/28'],
    ['01/2030', '01/30'],
  ] as const) {
    await paste(page, expiry, given);
    await expect(expiry).toHaveValue(shown);
    await expiry.fill(given);
    await expect(expiry).toHaveValue(shown);
  }
  // Typed digit by digit, a four-digit year reads as one too.
  await expiry.fill('');
  await expiry.pressSequentially('122028');
  await expect(expiry).toHaveValue('12/28');

  await field(page, 'Número do cartão').pressSequentially('4111111111111111');
  await field(page, 'Nome impresso no cartão').fill('MARIA SOUZA');
  await field(page, 'CVV').pressSequentially('123');
  await field(page, 'CPF do titular').pressSequentially('52998224725');
  await continueTo(page, 'Revisão do pedido');
  await expect(page.getByText(/Visa final 1111/)).toBeVisible();
});

test('a digit corrected in the middle stays where it was typed', async ({ page }) => {
  await toCard(page);
  const number = field(page, 'Número do cartão');
  await number.pressSequentially('4111111111111111');
  await expect(number).toHaveValue('4111 1111 1111 1111');
  // The caret after the eighth digit: Backspace removes it, and the new digit takes its place.
  await caretFromEnd(page, 10);
  await page.keyboard.press('Backspace');
  await page.keyboard.type('2');
  await expect(number).toHaveValue('4111 1112 1111 1111');
  await page.keyboard.type('3'); // the field holds 16 digits: a 17th goes in where the caret is
  await expect(number).toHaveValue('4111 1112 3111 1111 1');

  const cpf = field(page, 'CPF do titular');
  await cpf.pressSequentially('52998224725');
  await expect(cpf).toHaveValue('529.982.247-25');
  await caretFromEnd(page, 8); // after '529.98'
  await page.keyboard.press('Backspace');
  await page.keyboard.type('1');
  await expect(cpf).toHaveValue('529.912.247-25');
  // A full CPF takes no twelfth digit: the key does nothing, as a full field's should.
  await page.keyboard.type('7');
  await expect(cpf).toHaveValue('529.912.247-25');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('8');
  await expect(cpf).toHaveValue('529.982.247-25');
});
