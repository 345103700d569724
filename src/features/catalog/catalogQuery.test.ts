import { MAX_SEARCH_LENGTH, parseCatalogQuery, toSearchString, type CatalogQuery } from './catalogQuery';

const plain: CatalogQuery = { search: '', sort: 'catalogue', promoOnly: false, size: null };

describe('the home URL query', () => {
  it('reads search, sort, size and promo flag', () => {
    expect(parseCatalogQuery('?q=vestido&ordem=menor-preco&tamanho=m&promocao=1')).toEqual({
      search: 'vestido',
      sort: 'price-asc',
      promoOnly: true,
      size: 'M',
    });
  });

  it.each(['', '?ordem=barato&tamanho=XG&promocao=sim', '?ordem=&tamanho='])('ignores junk in %p', (search) => {
    expect(parseCatalogQuery(search)).toEqual(plain);
  });

  it('caps the search text like the search box does', () => {
    expect(parseCatalogQuery(`?q=${'a'.repeat(500)}`).search).toHaveLength(MAX_SEARCH_LENGTH);
  });

  it('writes nothing for the plain home page', () => {
    expect(toSearchString(plain)).toBe('');
  });

  it.each<CatalogQuery>([
    { search: 'calça jeans', sort: 'name', promoOnly: false, size: null },
    { search: '', sort: 'price-desc', promoOnly: true, size: '38' },
    { search: 'a&b=c', sort: 'catalogue', promoOnly: false, size: 'U' },
  ])('round-trips %p', (query) => {
    expect(parseCatalogQuery(toSearchString(query))).toEqual(query);
  });
});
