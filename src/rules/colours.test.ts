import { colourCounts, coloursOf, isColourNamed, isSoldOut, moreColoursText, sizeToKeep, soldOutText } from './colours';

/** A colour as the rules read it: its style, whether it is on sale, and its sizes in stock or not. */
function colour(id: string, style: string, sizes: Record<string, boolean> = { P: true, M: true }, onSale = true) {
  return {
    id,
    style,
    onSale,
    sizes: Object.entries(sizes).map(([size, available]) => ({ size, available, sku: `${id}_${size}` })),
  };
}

const catalogue = [
  colour('vestido-verde', 'vestido'),
  colour('regata', 'regata'),
  colour('vestido-azul', 'vestido'),
  colour('bolsa', 'bolsa', { U: true }),
  colour('vestido-vinho', 'vestido'),
];
const ids = (entries: ReadonlyArray<{ id: string }>) => entries.map((entry) => entry.id);

describe('the colours of a product', () => {
  it('are the catalogue entries with its style, in the catalogue’s order, from any of them', () => {
    const colours = ['vestido-verde', 'vestido-azul', 'vestido-vinho'];
    for (const id of colours)
      expect(
        ids(
          coloursOf(
            catalogue.find((p) => p.id === id)!,
            catalogue,
          ),
        ),
      ).toEqual(colours);
  });

  it('are the product alone when no other entry shares its style', () => {
    expect(ids(coloursOf(catalogue[1]!, catalogue))).toEqual(['regata']);
  });

  it('are the product alone when the list does not hold it', () => {
    const other = colour('saia', 'saia');
    expect(coloursOf(other, catalogue)).toEqual([other]);
    expect(coloursOf(other, [])).toEqual([other]);
  });

  it('match by style only: a copy of an entry (another answer of the server) finds the same colours', () => {
    expect(ids(coloursOf({ ...catalogue[2]! }, catalogue))).toEqual(['vestido-verde', 'vestido-azul', 'vestido-vinho']);
  });

  it('are counted per style for a whole grid at once', () => {
    expect(colourCounts(catalogue)).toEqual(
      new Map([
        ['vestido', 3],
        ['regata', 1],
        ['bolsa', 1],
      ]),
    );
  });
});

describe("a card's note of the other colours", () => {
  it.each([
    [1, ''],
    [2, '+1 cor'],
    [3, '+2 cores'],
    [12, '+11 cores'],
  ])('%i colours: %j', (count, text) => {
    expect(moreColoursText(count)).toBe(text);
  });
});

describe('a sold-out colour', () => {
  it('has no size that can be bought', () => {
    expect(isSoldOut(colour('a', 's', { P: false, M: false }))).toBe(true);
    expect(isSoldOut(colour('b', 's', { P: false, M: true }))).toBe(false);
  });

  it('includes a colour no longer on sale, whatever its sizes say', () => {
    expect(isSoldOut(colour('c', 's', { P: true }, false))).toBe(true);
  });
});

describe('the size kept when the colour changes', () => {
  it('is the chosen size while the colour has it in stock', () => {
    expect(sizeToKeep(colour('a', 's', { P: true, M: true }), 'M')).toBe('M');
  });

  it('is none when the colour has it sold out, or not at all', () => {
    expect(sizeToKeep(colour('a', 's', { P: true, M: false }), 'M')).toBe('');
    expect(sizeToKeep(colour('a', 's', { P: true, M: true }), 'GG')).toBe('');
  });

  it('is the only size of a one-size colour in stock, whatever was chosen', () => {
    expect(sizeToKeep(colour('a', 's', { U: true }), undefined)).toBe('U');
    expect(sizeToKeep(colour('a', 's', { U: true }), 'M')).toBe('U');
    expect(sizeToKeep(colour('a', 's', { U: false }), 'U')).toBe('');
  });
});

describe("what a sold-out colour's page says", () => {
  const named = (color: string, sizes: Record<string, boolean>) => ({ ...colour(color, 's', sizes), color });

  it('names the colours that can still be bought', () => {
    const gone = named('VINHO', { P: false });
    expect(soldOutText([named('PRETO', { P: true }), gone])).toBe(
      'Esgotado nesta cor. Disponível em PRETO: escolha a cor acima.',
    );
    expect(
      soldOutText([named('PRETO', { P: true }), named('BRANCO', { M: true }), named('ROSA', { M: true }), gone]),
    ).toBe('Esgotado nesta cor. Disponível em PRETO, BRANCO e ROSA: escolha a cor acima.');
  });

  it("says 'Esgotado.' alone when no colour is left", () => {
    expect(soldOutText([named('VINHO', { P: false })])).toBe('Esgotado.');
  });
});

describe('a colour named in an address', () => {
  it.each(['branco', 'BRANCO', ' Branco ', 'bránco'])('%j names branco', (named) => {
    expect(isColourNamed({ colorSlug: 'branco' }, named)).toBe(true);
  });

  it('meets hyphens and spaces, and no other colour', () => {
    expect(isColourNamed({ colorSlug: 'azul-marinho' }, 'AZUL MARINHO')).toBe(true);
    expect(isColourNamed({ colorSlug: 'lilas' }, 'lilás')).toBe(true);
    expect(isColourNamed({ colorSlug: 'azul-marinho' }, 'azul')).toBe(false);
  });
});
