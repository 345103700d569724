import { capitalise, compareText, foldForSearch, highlightMatches } from './text';

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

describe('highlightMatches (search suggestions)', () => {
  const marked = (text: string, query: string) =>
    highlightMatches(text, query)
      .map((part) => (part.match ? `[${part.text}]` : part.text))
      .join('');

  it('marks the typed text in the original spelling, ignoring case and accents', () => {
    expect(highlightMatches('Calça', 'calc')).toEqual([
      { text: 'Calç', match: true },
      { text: 'a', match: false },
    ]);
    expect(marked('ÓCULOS DE SOL', 'oculos')).toBe('[ÓCULOS] DE SOL');
  });

  it.each([
    ['CALÇA', 'calc', '[CALÇ]A'],
    ['CALÇA PANTALONA', 'CALCA', '[CALÇA] PANTALONA'],
    ['CALCA', 'calç', '[CALC]A'],
    ['MACACÃO UTILITÁRIO', 'macacao util', '[MACACÃO] [UTIL]ITÁRIO'],
    ['SUÉTER DE TRICÔ - LILÁS', 'lilas', 'SUÉTER DE TRICÔ - [LILÁS]'],
  ])('marks %p for %p as %p, whatever the accents on either side', (text, query, expected) => {
    expect(marked(text, query)).toBe(expected);
  });

  it('keeps every character of the text, in order', () => {
    const text = 'ÓCULOS DE SOL GATINHO - TARTARUGA';
    expect(
      highlightMatches(text, 'sol tartaruga')
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
  });

  it('marks every typed word', () => {
    expect(marked('VESTIDO MIDI FLORAL', 'floral vest')).toBe('[VEST]IDO MIDI [FLORAL]');
  });

  it('gives the whole text unmarked when nothing matches or nothing is typed', () => {
    expect(highlightMatches('REGATA', 'saia')).toEqual([{ text: 'REGATA', match: false }]);
    expect(highlightMatches('REGATA', '  ')).toEqual([{ text: 'REGATA', match: false }]);
  });
});
