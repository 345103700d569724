import { screen, within } from '@testing-library/react';
import { renderApp } from '../../test/renderApp';
import { cartItem, REGATA } from '../../test/products';
import { shopperWith } from '../../test/shopper';

const field = (name: string) => screen.getByRole('textbox', { name });

describe('Entrega', () => {
  it('fills the address from a known CEP, moves focus to Número, and continues with a shipping option', async () => {
    const store = shopperWith(cartItem(REGATA, 'M'));
    const { user, router } = renderApp('/checkout', { store });
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrega' })).toHaveFocus();
    expect(router.state.location.pathname).toBe('/checkout/entrega');
    await user.type(field('Nome do destinatário'), 'Maria Souza');
    await user.type(field('CEP'), '01310100');
    expect(field('CEP')).toHaveValue('01310-100');
    await screen.findByDisplayValue('Avenida Paulista');
    expect(field('Bairro')).toHaveValue('Bela Vista');
    expect(field('Cidade')).toHaveValue('São Paulo');
    expect(screen.getByRole('combobox', { name: 'UF' })).toHaveValue('SP');
    expect(field('Número')).toHaveFocus();
    await user.type(field('Número'), '1000');
    const shipping = screen.getByRole('group', { name: 'Frete' });
    await user.click(await within(shipping).findByRole('radio', { name: /Econômica/ }));
    expect(within(shipping).getByText('até 5 dias úteis')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagamento' })).toHaveFocus();
    expect(store.getState().checkout.address).toMatchObject({ cep: '01310100', number: '1000', state: 'SP' });
  });
});
