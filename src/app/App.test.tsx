import { screen } from '@testing-library/react';
import * as promoStrip from '../components/PromoStrip';
import { PIX_PROMO } from '../rules/prices';
import { expectConsole } from '../test/consoleCheck';
import { renderApp } from '../test/renderApp';

// The promo strip stands for the page's frame: the header draws it. A spy on the module's
// export is what Layout reads when it next draws (the app is loaded before any test runs).
afterEach(() => jest.restoreAllMocks());

describe('the shop around its routes', () => {
  it('shows the error screen without the frame when the frame fails, and tries again on a new address', async () => {
    expectConsole('error', /the frame failed/); // React's report and the error screen's own
    const frame = jest.spyOn(promoStrip, 'PromoStrip').mockImplementation(() => {
      throw new Error('the frame failed');
    });
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Buscar produtos' })).not.toBeInTheDocument();

    frame.mockRestore();
    await router.navigate('/login');
    expect(await screen.findByRole('combobox', { name: 'Buscar produtos' })).toBeInTheDocument();
    expect(screen.getByText(PIX_PROMO)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).not.toBeInTheDocument();
  });
});
