import { act, screen, within } from '@testing-library/react';
import { formatCents } from '../../lib/money';
import { PIX_DISCOUNT_PERCENT, pixDiscountLabel } from '../../rules/prices';
import { INSTALLMENT_COUNTS, installmentsText, pixDiscountCents } from '../../rules/totals';
import { shippingCents } from '../../test/figures';
import { renderApp } from '../../test/renderApp';
import { cartItem, REGATA } from '../../test/products';
import { ADDRESS, CARD, shopperWith } from '../../test/shopper';
import { addressConfirmed, shippingChosen } from './checkoutSlice';

const field = (name: string) => screen.getByRole('textbox', { name });

/** Maria at 'Pagamento' with these units of REGATA (M) on their way to São Paulo by economy. */
async function atPayment(units = 1) {
  const store = shopperWith(...Array.from({ length: units }, () => cartItem(REGATA, 'M')));
  store.dispatch(addressConfirmed(ADDRESS));
  store.dispatch(shippingChosen({ id: 'economica' }));
  const app = renderApp('/checkout/pagamento', { store });
  expect(await screen.findByRole('heading', { level: 1, name: 'Pagamento' })).toHaveFocus();
  return app;
}

describe('Pagamento', () => {
  it('asks for a way to pay', async () => {
    const { user } = await atPayment();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Escolha a forma de pagamento')).toHaveAttribute('role', 'alert');
  });

  it('PIX: the PIX discount on the products as its own line, shipping not discounted', async () => {
    const { user } = await atPayment();
    await user.click(screen.getByRole('radio', { name: /PIX/ }));
    const discount = await screen.findByText(pixDiscountLabel(PIX_DISCOUNT_PERCENT));
    const [price, shipping] = [REGATA.actualPriceCents, shippingCents('economica', REGATA.actualPriceCents)];
    expect(discount.nextElementSibling?.textContent).toBe(`- ${formatCents(pixDiscountCents(price))}`);
    expect(screen.getByText('Total no PIX').nextElementSibling?.textContent).toBe(
      formatCents(price - pixDiscountCents(price) + shipping),
    );
  });

  it('the card: masks as typed, the brand as soon as it shows, a message under each field', async () => {
    const { user } = await atPayment();
    await user.click(screen.getByRole('radio', { name: /Cartão de crédito/ }));
    await user.type(field('Número do cartão'), '5555555555554443');
    expect(field('Número do cartão')).toHaveValue('5555 5555 5555 4443');
    expect(field('Número do cartão')).toHaveAccessibleDescription('Bandeira: Mastercard');
    await user.type(field('Nome impresso no cartão'), 'MARIA 2');
    await user.type(field('Validade (MM/AA)'), '0120');
    expect(field('Validade (MM/AA)')).toHaveValue('01/20');
    await user.type(field('CVV'), '12');
    await user.type(field('CPF do titular'), '11111111111');
    expect(field('CPF do titular')).toHaveValue('111.111.111-11');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Número do cartão inválido.')).toBeInTheDocument();
    expect(field('Nome impresso no cartão')).toHaveAccessibleDescription(
      'Informe o nome como está impresso no cartão (só letras, de 2 a 60).',
    );
    expect(field('Validade (MM/AA)')).toHaveAccessibleDescription('Cartão vencido.');
    expect(field('CVV')).toHaveAccessibleDescription('CVV inválido: 3 dígitos.');
    expect(field('CPF do titular')).toHaveAccessibleDescription('CPF inválido.');
    expect(field('Número do cartão')).toHaveFocus();
  });

  it('the card pasted or autofilled in other shapes: cleaned first, then cut', async () => {
    const { user } = await atPayment();
    await user.click(screen.getByRole('radio', { name: /Cartão de crédito/ }));
    const paste = async (name: string, text: string) => {
      await user.clear(field(name));
      await user.paste(text);
    };
    await paste('Número do cartão', '4111 - 1111 - 1111 - 1111');
    expect(field('Número do cartão')).toHaveValue('4111 1111 1111 1111');
    await paste('CPF do titular', ' 529.982.247-25');
    expect(field('CPF do titular')).toHaveValue('529.982.247-25');
    await paste('Validade (MM/AA)', '12/2028');
    expect(field('Validade (MM/AA)')).toHaveValue('12/28');
    await paste('Validade (MM/AA)', '12 / 28');
    expect(field('Validade (MM/AA)')).toHaveValue('12/28');
    await paste('CVV', ' 123 ');
    expect(field('CVV')).toHaveValue('123');
  });

  it('American Express takes a 4-digit CVV', async () => {
    const { user } = await atPayment();
    await user.click(screen.getByRole('radio', { name: /Cartão de crédito/ }));
    await user.type(field('Número do cartão'), '378282246310005');
    expect(field('Número do cartão')).toHaveValue('3782 822463 10005');
    await user.type(field('CVV'), '123');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('CVV inválido: 4 dígitos no American Express.')).toBeInTheDocument();
  });

  it('offers the parcels sem juros of the total, in every count the rule allows', async () => {
    const { user } = await atPayment(2);
    await user.click(screen.getByRole('radio', { name: /Cartão de crédito/ }));
    // Two units and their shipping, by card, in every count the rule allows, as the rule says them
    // (its parcels add up to the total; an uneven split names the first: src/rules/totals.test.ts).
    const total = 2 * REGATA.actualPriceCents + shippingCents('economica', 2 * REGATA.actualPriceCents);
    const parcels = within(await screen.findByRole('combobox', { name: 'Parcelas' }));
    expect(parcels.getAllByRole('option').map((option) => option.textContent)).toEqual(
      INSTALLMENT_COUNTS.map((count) => installmentsText(total, count)),
    );
  });

  it('tokenises the card, keeps only its token, brand, last four and parcels, and clears the form', async () => {
    const { user, store, router } = await atPayment();
    await user.click(screen.getByRole('radio', { name: /Cartão de crédito/ }));
    await user.type(field('Número do cartão'), CARD.number);
    await user.type(field('Nome impresso no cartão'), CARD.holder);
    await user.type(field('Validade (MM/AA)'), CARD.expiry);
    await user.type(field('CVV'), CARD.cvv);
    await user.type(field('CPF do titular'), CARD.cpf);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Parcelas' }), '2');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('heading', { level: 1, name: 'Revisão do pedido' });
    expect(store.getState().checkout!.payment).toEqual({
      method: 'card',
      token: expect.stringMatching(/^tok_/),
      last4: '1111',
      brand: 'visa',
      installments: 2,
    });

    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { level: 1, name: 'Pagamento' });
    expect(screen.getByText(/Cartão Visa final 1111\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Usar outro cartão' }));
    expect(field('Número do cartão')).toHaveValue('');
    expect(field('CVV')).toHaveValue('');
  });
});
