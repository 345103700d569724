import { act, screen, waitFor, within } from '@testing-library/react';
import { DEMO_USER } from '../test/fakeBackend';
import { cartItem, VESTIDO } from '../test/products';
import { renderApp } from '../test/renderApp';
import { MARIA, shopperWith } from '../test/shopper';

/** The page-wide polite region (the cart's quantity outputs are status elements too, inside main). */
function liveRegion(): HTMLElement {
  const regions = screen.getAllByRole('status').filter((el) => !el.closest('main'));
  expect(regions).toHaveLength(1);
  return regions[0]!;
}

describe('screen-reader announcements', () => {
  it('is a polite status region, silent until the cart changes', async () => {
    renderApp('/');
    await screen.findByRole('list', { name: 'Produtos' });
    expect(liveRegion()).toHaveAttribute('aria-live', 'polite');
    expect(liveRegion()).toHaveTextContent(/^$/);
  });

  it('announces an item added on the product page, and again when added once more', async () => {
    const { user } = renderApp('/product/VESTIDO%20MIDI%20FLORAL?cor=verde', { store: shopperWith() });
    await screen.findByRole('heading', { level: 1, name: 'VESTIDO MIDI FLORAL - VERDE' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tamanho' }), 'M');
    const add = screen.getByRole('button', { name: 'Adicionar produto à sacola' });

    await user.click(add);
    // Once the backend has saved it.
    await waitFor(() =>
      expect(liveRegion()).toHaveTextContent('VESTIDO MIDI FLORAL - VERDE, tamanho M, adicionado à sacola'),
    );
    const first = liveRegion().firstElementChild;

    // The same words again are a new message, not an unchanged node screen readers skip.
    await user.click(add);
    await waitFor(() => expect(liveRegion().firstElementChild).not.toBe(first));
    expect(liveRegion()).toHaveTextContent('VESTIDO MIDI FLORAL - VERDE, tamanho M, adicionado à sacola');
  });

  it('is the only voice: the toast of the same news is not a live region', async () => {
    const { user } = renderApp('/product/VESTIDO%20MIDI%20FLORAL?cor=verde', { store: shopperWith() });
    await screen.findByRole('heading', { level: 1, name: 'VESTIDO MIDI FLORAL - VERDE' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tamanho' }), 'M');
    await user.click(screen.getByRole('button', { name: 'Adicionar produto à sacola' }));
    const toast = await screen.findByText('Produto adicionado ao carrinho!');
    expect(toast.closest('[role="alert"], [role="status"], [aria-live], output')).toBeNull();
    const speaking = [...document.querySelectorAll('[role="alert"], [role="status"], [aria-live], output')].filter(
      (region) => region.textContent?.includes('adicionado'),
    );
    expect(speaking).toEqual([liveRegion()]);
  });

  it('announces a deleted line, and its return after Desfazer', async () => {
    const { user } = renderApp('/cart', { store: shopperWith(cartItem(VESTIDO, 'M')) });
    await screen.findByRole('list', { name: 'Itens da sacola' });

    await user.click(screen.getByRole('button', { name: 'Remover VESTIDO MIDI FLORAL - VERDE, tamanho M' }));
    expect(liveRegion()).toHaveTextContent(/^VESTIDO MIDI FLORAL - VERDE removido da sacola$/);

    await user.click(await screen.findByRole('button', { name: 'Desfazer' }));
    expect(liveRegion()).toHaveTextContent(/^VESTIDO MIDI FLORAL - VERDE de volta à sacola$/);
  });
});

it('keeps the news of a login beside the title of the page it moves to, so neither is cut off', async () => {
  const { user } = renderApp('/login');
  const form = await screen.findByRole('form', { name: 'Login' });
  await user.type(within(form).getByLabelText('Email'), MARIA.email);
  await user.type(within(form).getByLabelText('Senha'), DEMO_USER.password);
  await user.click(within(form).getByRole('button', { name: 'Entrar' }));
  await waitFor(() => expect(liveRegion()).toHaveTextContent(/^Login efetuado com sucesso! Vitrine \| Moda feminina$/));
});

it('reads a new page’s title once, though the head changes again (styles added later)', async () => {
  const { user } = renderApp('/');
  await screen.findByRole('list', { name: 'Produtos' });
  await user.click(screen.getByRole('link', { name: 'Login' }));
  await waitFor(() => expect(liveRegion()).toHaveTextContent(/^Login \| Vitrine$/));
  const announced = liveRegion().lastElementChild;
  // Observers are told in the order they were made: once this one hears of the style, so has the announcer's.
  const styleSeen = new Promise<void>((resolve) =>
    new MutationObserver((_records, observer) => {
      observer.disconnect();
      resolve();
    }).observe(document.head, { childList: true }),
  );
  // React draws whatever the announcer's observer asked for before act ends.
  await act(async () => {
    document.head.append(document.createElement('style'));
    await styleSeen;
  });
  expect(liveRegion().lastElementChild).toBe(announced);
});
