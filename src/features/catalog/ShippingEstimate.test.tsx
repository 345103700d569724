import { screen } from '@testing-library/react';
import { makeStore } from '../../app/store';
import { shippingOptionText } from '../../rules/shipping';
import { asShown, shippingTo } from '../../test/figures';
import { REGATA } from '../../test/products';
import { renderApp } from '../../test/renderApp';
import { productPath } from '../products/productPath';

describe("'Calcular frete' on the product page", () => {
  it('quotes one unit to the CEP, masked as typed, and remembers the CEP for the checkout', async () => {
    const store = makeStore();
    const { user } = renderApp(productPath(REGATA), { store });
    const cep = await screen.findByRole('textbox', { name: 'Calcular frete' });
    await user.type(cep, '01310100');
    expect(cep).toHaveValue('01310-100');
    await user.click(screen.getByRole('button', { name: 'Calcular' }));
    // One unit's options to São Paulo, in the shipping rule's words.
    const said = (id: 'economica' | 'expressa') => asShown(shippingOptionText(shippingTo(id, REGATA.actualPriceCents)));
    expect(await screen.findByText(said('economica'))).toBeInTheDocument();
    expect(screen.getByText(said('expressa'))).toBeInTheDocument();
    expect(store.getState().checkout!.quotedCep).toBe('01310100');
  });

  it('takes a CEP pasted with dots or spaces, cleaned before it is cut', async () => {
    const { user } = renderApp(productPath(REGATA));
    const cep = await screen.findByRole('textbox', { name: 'Calcular frete' });
    await user.click(cep);
    await user.paste(' 01.310-100');
    expect(cep).toHaveValue('01310-100');
  });

  it('asks for the 8 digits of a CEP, and says when the backend does not know one', async () => {
    const { user } = renderApp(productPath(REGATA));
    const cep = await screen.findByRole('textbox', { name: 'Calcular frete' });
    await user.type(cep, '0131');
    await user.click(screen.getByRole('button', { name: 'Calcular' }));
    expect(await screen.findByText('Informe um CEP com 8 números.')).toBeInTheDocument();
    expect(cep).toHaveAttribute('aria-invalid', 'true');
    await user.clear(cep);
    await user.type(cep, '00000000');
    await user.click(screen.getByRole('button', { name: 'Calcular' }));
    expect(await screen.findByText('CEP inválido')).toBeInTheDocument();
  });
});
