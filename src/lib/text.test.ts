import { capitalise, compareText, foldForSearch, productLabel } from './text';

describe('foldForSearch', () => {
  it.each([
    ['CALÇA PANTALONA', 'calca pantalona'],
    ['MACACÃO', 'macacao'],
    ['ÓCULOS DE SOL', 'oculos de sol'],
    ['Suéter de Tricô', 'sueter de trico'],
  ])('folds %p to %p', (text, folded) => {
    expect(foldForSearch(text)).toBe(folded);
  });

  it('makes accented and plain spellings meet', () => {
    expect(foldForSearch('calça')).toBe(foldForSearch('CALCA'));
  });
});

describe('compareText (pt-BR order)', () => {
  it('sorts Óculos among the O words, not after Z', () => {
    const sorted = ['ZEBRA', 'ÓCULOS', 'PULSEIRA', 'MACACÃO', 'OMBRO'].sort(compareText);
    expect(sorted).toEqual(['MACACÃO', 'ÓCULOS', 'OMBRO', 'PULSEIRA', 'ZEBRA']);
  });

  it('ignores case and accents when comparing', () => {
    expect(compareText('calça', 'CALCA')).toBe(0);
    expect(compareText('A', 'b')).toBeLessThan(0);
  });

  it('orders numbers by value', () => {
    expect(compareText('TAMANHO 9', 'TAMANHO 10')).toBeLessThan(0);
  });
});

describe('capitalise (spec §2 menu names)', () => {
  it.each([
    ['VESTIDO MIDI FLORAL', 'Vestido midi floral'],
    ['ÓCULOS DE SOL', 'Óculos de sol'],
    ['', ''],
  ])('turns %p into %p', (text, expected) => {
    expect(capitalise(text)).toBe(expected);
  });
});

describe('productLabel (spec §2 name - colour)', () => {
  const product = { name: 'VESTIDO MIDI FLORAL', color: 'VERDE' };

  it("joins name and colour with ' - '", () => {
    expect(productLabel(product)).toBe('VESTIDO MIDI FLORAL - VERDE');
  });

  it('formats each part with the given function, as the menu does', () => {
    expect(productLabel(product, capitalise)).toBe('Vestido midi floral - Verde');
  });
});
