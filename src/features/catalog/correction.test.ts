import type { Product } from '../../api/types';
import { allProducts } from '../../test/fakeBackend';
import { VESTIDO } from '../../test/products';
import { allowedEdits, correctSpelling } from './correction';
import { buildSearchIndex, searchProducts } from './search';

const index = buildSearchIndex(allProducts());
const offer = (text: string) => correctSpelling(index, text);

describe("correctSpelling ('Você quis dizer…?')", () => {
  it('offers the catalogue word one edit away: a letter missing, swapped, wrong or extra', () => {
    expect(offer('vestdo')).toBe('vestido');
    expect(offer('camsia')).toBe('camisa');
    expect(offer('vestudo')).toBe('vestido');
    expect(offer('vesttido')).toBe('vestido');
  });

  it('offers a word two edits away, and none three away', () => {
    expect(offer('vstdo')).toBe('vestido');
    expect(offer('cmasia')).toBe('camisa');
    expect(offer('xestdoo')).toBeNull();
  });

  it('allows fewer edits in short words', () => {
    expect([allowedEdits('tp'), allowedEdits('tpo'), allowedEdits('saai'), allowedEdits('blsua')]).toEqual([
      0, 1, 1, 2,
    ]);
    expect(offer('tpo')).toBe('top');
    expect(offer('saai')).toBe('saia');
    expect(offer('tp')).toBeNull();
    expect(offer('sxxa')).toBeNull(); // two edits from 'saia', but four letters allow one
  });

  it('compares without accents and offers the word as the catalogue writes it', () => {
    expect(offer('calsa')).toBe('calça');
    expect(offer('swéter')).toBe('suéter');
    expect(offer('CAMSIA')).toBe('camisa');
  });

  it('keeps the words the catalogue has and corrects the others', () => {
    expect(offer('vestdo verde')).toBe('vestido verde');
    expect(offer('Vestido vrede')).toBe('Vestido verde');
    expect(offer('vestdo xyzxyz')).toBeNull();
  });

  it('never offers anything when the spec’s search finds something', () => {
    for (const text of ['vestido', 'VESTIDO', 'vest', 'calca', 'preto', 'saia rosa', 'midi floral'])
      expect([text, searchProducts(index, text).length > 0, offer(text)]).toEqual([text, true, null]);
  });

  it('offers nothing for blank text, or for words found only apart', () => {
    expect(offer('')).toBeNull();
    expect(offer('   ')).toBeNull();
    // Both words are in the catalogue, never in one product: no typo to correct.
    expect(searchProducts(index, 'vestido preto')).toEqual([]);
    expect(offer('vestido preto')).toBeNull();
  });

  it('prefers the word more products have, then the first in alphabetical order', () => {
    const named = (name: string, i: number): Product => ({ ...VESTIDO, id: `${i}`, name, color: 'X' });
    const tied = buildSearchIndex([named('BOLSO', 1), named('BOLSA', 2), named('BOLSO', 3), named('BOLSE', 4)]);
    expect(correctSpelling(tied, 'bolsx')).toBe('bolso'); // two products against one each
    const even = buildSearchIndex([named('BOLSO', 1), named('BOLSE', 2), named('BOLSA', 3)]);
    expect(correctSpelling(even, 'bolsx')).toBe('bolsa');
    // Fewer edits win over more products.
    expect(correctSpelling(tied, 'bolsae')).toBe('bolsa');
  });
});
