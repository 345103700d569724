import { waitFor } from '@testing-library/react';
import { makeStore } from '../app/store';
import { selectCatalogQuery } from '../features/catalog/catalogQuerySlice';
import { keepEarlyInput } from './earlyInput';

/** A prerendered header: the search field and a link, as the HTML has them. */
function prerenderedPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML =
    '<a href="/">Vitrine</a><input type="search" aria-label="Buscar produtos"><button type="button">Ordenar A | Z</button>';
  document.body.append(container);
  return container;
}
const field = (container: HTMLElement) => container.querySelector('input')!;

afterEach(() => {
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

describe('keepEarlyInput (what the shopper did before the shop started)', () => {
  it('puts text typed in the search box into the store and the home address, keeping the rest of it', () => {
    history.replaceState(null, '', '/?ordem=menor-preco');
    const container = prerenderedPage();
    field(container).value = 'saia';
    const store = makeStore();
    keepEarlyInput(container, store, false);
    expect(selectCatalogQuery(store.getState()).search).toBe('saia');
    expect(location.search).toBe('?q=saia&ordem=menor-preco');
  });

  it('leaves the store and address alone when nothing was typed', () => {
    const container = prerenderedPage();
    const store = makeStore();
    keepEarlyInput(container, store, false);
    expect(selectCatalogQuery(store.getState()).search).toBe('');
    expect(location.search).toBe('');
  });

  it('on another address, keeps the text in the store only (the address is not the catalogue’s)', () => {
    history.replaceState(null, '', '/login');
    const container = prerenderedPage();
    field(container).value = 'bolsa';
    const store = makeStore();
    keepEarlyInput(container, store, true);
    expect(selectCatalogQuery(store.getState()).search).toBe('bolsa');
    expect(location.pathname + location.search).toBe('/login');
  });

  it('gives focus and the caret back to the same control of a page drawn anew', async () => {
    const container = prerenderedPage();
    field(container).value = 'saia';
    field(container).focus();
    field(container).setSelectionRange(2, 3);
    keepEarlyInput(container, makeStore(), true);
    // React draws the page over the frame: new elements, the old ones gone.
    container.innerHTML =
      '<a href="/">Vitrine</a><input type="search" aria-label="Buscar produtos" value="saia"><p>Carregando...</p>';
    await waitFor(() => expect(document.activeElement).toBe(field(container)));
    expect([field(container).selectionStart, field(container).selectionEnd]).toEqual([2, 3]);
  });

  it('finds a focused button again by its text', async () => {
    const container = prerenderedPage();
    container.querySelector('button')!.focus();
    keepEarlyInput(container, makeStore(), true);
    container.innerHTML =
      '<input type="search" aria-label="Buscar produtos"><button type="button">Ordenar A | Z</button>';
    await waitFor(() => expect(document.activeElement).toBe(container.querySelector('button')));
  });

  it('does not take the focus back from where the shopper has moved it since', async () => {
    const container = prerenderedPage();
    field(container).focus();
    keepEarlyInput(container, makeStore(), true);
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    container.innerHTML = '';
    elsewhere.focus();
    // Observers are told in the order they were made: once this one hears of the redraw, so has keepEarlyInput's.
    const redrawSeen = new Promise<void>((resolve) =>
      new MutationObserver((_records, observer) => {
        observer.disconnect();
        resolve();
      }).observe(container, { childList: true }),
    );
    container.innerHTML = '<input type="search" aria-label="Buscar produtos">';
    await redrawSeen;
    expect(container.querySelector('input')).not.toBeNull();
    expect(document.activeElement).toBe(elsewhere);
  });
});
