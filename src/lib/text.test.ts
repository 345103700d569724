import { capitalise, compareText, foldForSearch, nameMatchRank, productLabel, rankByName } from './text';

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

describe('capitalise (the spec’s menu names)', () => {
  it.each([
    ['VESTIDO MIDI FLORAL', 'Vestido midi floral'],
    ['ÓCULOS DE SOL', 'Óculos de sol'],
    ['', ''],
  ])('turns %p into %p', (text, expected) => {
    expect(capitalise(text)).toBe(expected);
  });
});

describe('productLabel (the spec’s name - colour)', () => {
  const product = { name: 'VESTIDO MIDI FLORAL', color: 'VERDE' };

  it("joins name and colour with ' - '", () => {
    expect(productLabel(product)).toBe('VESTIDO MIDI FLORAL - VERDE');
  });

  it('formats each part with the given function, as the menu does', () => {
    expect(productLabel(product, capitalise)).toBe('Vestido midi floral - Verde');
  });
});

describe('foldForSearch and hyphens', () => {
  it("meets 'T-SHIRT' whether the hyphen is typed or not", () => {
    expect(foldForSearch('T-SHIRT BÁSICA')).toContain(foldForSearch('tshirt'));
    expect(foldForSearch('T-SHIRT BÁSICA')).toContain(foldForSearch('t-shirt'));
  });
});

describe('nameMatchRank and rankByName', () => {
  it('ranks a name holding the text as typed, then as a whole word, then as part of a word', () => {
    expect(nameMatchRank('CASACO DE LÃ', 'lã')).toBe(0);
    expect(nameMatchRank('REGATA CANELADA', 'lã')).toBe(2);
    expect(nameMatchRank('SAIA LA', 'lã')).toBe(1);
    expect(nameMatchRank('VESTIDO', 'lã')).toBeNull();
    expect(nameMatchRank('VESTIDO', '  ')).toBeNull();
  });

  it("puts the only name with 'lã' first, keeping the list's order within a rank", () => {
    const names = ['REGATA CANELADA', 'SAIA PALAZZO', 'CASACO DE LÃ', 'BLUSA LA', 'VESTIDO'];
    expect(rankByName(names, 'lã', (name) => name)).toEqual([
      'CASACO DE LÃ',
      'BLUSA LA',
      'REGATA CANELADA',
      'SAIA PALAZZO',
    ]);
  });

  it('reads typed symbols as text, not as a pattern', () => {
    expect(nameMatchRank('SAIA (P)', '(p)')).toBe(0);
    expect(nameMatchRank('SAIA', '.*')).toBeNull();
  });
});
