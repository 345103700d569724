import { act, screen } from '@testing-library/react';
import { makeStore } from '../../app/store';
import { renderApp } from '../../test/renderApp';
import { searchChanged, selectCatalogQuery } from './catalogQuerySlice';

describe("useCatalogUrlSync: the page's first address and the text typed before the catalogue's section", () => {
  it('keeps the text typed into the header before the section arrived, with the address’s sort', async () => {
    const store = makeStore();
    // The header's box works from the start; the section reads the address once its file is there.
    store.dispatch(searchChanged('saia'));
    const { router } = renderApp('/?q=vestido&ordem=menor-preco', { store });
    await screen.findAllByRole('heading', { level: 2, name: /SAIA/ });
    expect(selectCatalogQuery(store.getState())).toEqual({
      search: 'saia',
      sort: 'price-asc',
      promoOnly: false,
      size: null,
    });
    expect(router.state.location.search).toBe('?q=saia&ordem=menor-preco');
    expect(screen.getByRole('combobox', { name: 'Buscar produtos' })).toHaveValue('saia');
  });

  it('with nothing typed, the address’s text is the search', async () => {
    const { store } = renderApp('/?q=vestido');
    await screen.findAllByRole('heading', { level: 2, name: /VESTIDO/ });
    expect(selectCatalogQuery(store.getState()).search).toBe('vestido');
  });

  it('later, coming back to the home page, the address wins over text typed on another page', async () => {
    const { store, router } = renderApp('/?q=vestido');
    await screen.findAllByRole('heading', { level: 2, name: /VESTIDO/ });
    await router.navigate('/login');
    act(() => void store.dispatch(searchChanged('bolsa')));
    await router.navigate(-1);
    await screen.findAllByRole('heading', { level: 2, name: /VESTIDO/ });
    expect(selectCatalogQuery(store.getState()).search).toBe('vestido');
    expect(router.state.location.search).toBe('?q=vestido');
  });
});
