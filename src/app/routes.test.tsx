import { act, screen } from '@testing-library/react';
import { renderApp } from '../test/renderApp';
import { preloadPageFor } from './routes';

// Each page's file is fetched once per test file (this module's state), so each test opens a
// page no other test here has opened.
describe('preloadPageFor (the file of the page an address opens, before the first render)', () => {
  it('draws that page at once: the first render shows it, not the loading indicator', async () => {
    await act(() => preloadPageFor('/privacidade'));
    renderApp('/privacidade');
    expect(screen.getByRole('heading', { level: 1, name: /privacidade/i })).toBeInTheDocument();
    expect(screen.queryByText('Carregando...')).not.toBeInTheDocument();
    // The frame's own late parts (the footer) then arrive.
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('a page whose file was not fetched shows the loading indicator until it is here', async () => {
    renderApp('/login');
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Carregando...')).not.toBeInTheDocument();
  });

  it('resolves for the home page, an unknown address and a product, whatever its name', async () => {
    await expect(preloadPageFor('/')).resolves.toBeUndefined();
    await expect(preloadPageFor('/nao-existe/%E0%A4')).resolves.toBeUndefined();
    await expect(preloadPageFor('/product/VESTIDO%20MIDI%20FLORAL')).resolves.toBeDefined();
  });
});
