import { screen, within } from '@testing-library/react';
import { renderApp } from '../../test/renderWithProviders';

describe('home page', () => {
  it('shows the loading text, then the catalogue as cards', async () => {
    renderApp('/');
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'Produtos' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(22);
    expect(within(grid).getByRole('link', { name: /VESTIDO MIDI FLORAL - VERDE/ })).toHaveAttribute(
      'href',
      '/product/VESTIDO%20MIDI%20FLORAL?cor=verde',
    );
  });
});
