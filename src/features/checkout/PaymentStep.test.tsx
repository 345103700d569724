import { act, screen, within } from '@testing-library/react';
import { formatCents } from '../../lib/money';
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

  it('PIX: the 5% discount on the products as its own line, shipping not discounted', async () => {
    const { user } = await atPayment();
    await user.click(screen.getByRole('radio', { name: /PIX/ }));
    const discount = await screen.findByText('Desconto PIX (5%)');
    expect(discount.nextElementSibling?.textContent).toBe(`- ${formatCents(449)}`);
    expect(screen.getByText('Total no PIX').nextElementSibling?.textContent).toBe(formatCents(8990 - 449 + 1990));
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

  it('the card pasted or autofilled in other shapes: cleaned first, then cut (issue 29, items 5 and 6)', async () => {
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

  it('parcels sem juros add up to the total, and an uneven split says so', async () => {
    const { user } = await atPayment(2);
    await user.click(screen.getByRole('radio', { name: /Cartão de crédito/ }));
    // 2 × 89,90 + 19,90 = 199,70 by card.
    const parcels = within(await screen.findByRole('combobox', { name: 'Parcelas' }));
    expect(parcels.getAllByRole('option').map((option) => option.textContent)).toEqual([
      `1x de ${formatCents(19970)} à vista`,
      `2x de ${formatCents(9985)} sem juros`,
      `3x de ${formatCents(6656)} sem juros (1ª de ${formatCents(6658)})`,
    ]);
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
    expect(store.getState().checkout.payment).toEqual({
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
