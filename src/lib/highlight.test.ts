import { highlightMatches } from './highlight';

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
