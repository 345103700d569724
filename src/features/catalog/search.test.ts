import { allProducts } from '../../test/fakeBackend';
import { buildSearchIndex, searchProducts } from './search';

const index = buildSearchIndex(allProducts());
const search = (text: string) => searchProducts(index, text).map((p) => `${p.name} - ${p.color}`);

describe('searchProducts (case-insensitive name containment)', () => {
  it('keeps the whole catalogue, in order, for empty or blank text', () => {
    expect(searchProducts(index, '')).toEqual(allProducts());
    expect(searchProducts(index, '   ')).toEqual(allProducts());
  });

  it('finds by part of a name in any case', () => {
    expect(search('vestido')).toEqual(['VESTIDO MIDI FLORAL - VERDE', 'VESTIDO MIDI FLORAL - AZUL MARINHO']);
    expect(search('ReGaTa')).toEqual(['REGATA CANELADA - OFF WHITE', 'REGATA CANELADA - VINHO']);
  });

  it('ignores accents on either side', () => {
    expect(search('calca')).toEqual(['CALÇA PANTALONA - PRETO', 'CALÇA JEANS RETA - AZUL JEANS']);
    expect(search('ÓCULOS')).toEqual(search('oculos'));
    expect(search('oculos')).toHaveLength(1);
  });

  it('requires every word, and a word may name the colour', () => {
    expect(search('vestido azul')).toEqual(['VESTIDO MIDI FLORAL - AZUL MARINHO']);
    expect(search('floral  verde')).toEqual(['VESTIDO MIDI FLORAL - VERDE']);
  });

  it('finds nothing for text no product contains', () => {
    expect(search('camiseta')).toEqual([]);
  });
});
