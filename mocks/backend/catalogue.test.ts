import { existsSync } from 'node:fs';
import { join } from 'node:path';
import catalogueFile from '../catalogue.json';
import { colourCounts, coloursOf, isSoldOut } from '../../src/rules/colours';
import { allProducts, findProduct, serveProducts } from './catalogue';
import { parseCatalogue } from './catalogueSchema';

const SPEC_SIZES = ['PP', 'P', 'M', 'G', 'GG', '36', '38', '40', '42', '44', 'U'];

describe('mocks/catalogue.json (the shop’s data)', () => {
  const warn = jest.fn();
  const products = parseCatalogue(catalogueFile, warn);

  it('holds 28 products, all valid', () => {
    expect(warn).not.toHaveBeenCalled();
    expect(products).toHaveLength(28);
  });

  // The vestido's pair and the colourways of at least five more styles.
  it('holds six styles in several colours, each colour under its style’s name, one colour sold out', () => {
    const several = [...colourCounts(products)].filter(([, count]) => count > 1).map(([style]) => style);
    expect(several.length).toBeGreaterThanOrEqual(6);
    for (const style of several) {
      const colours = coloursOf(
        products.find((p) => p.style === style)!,
        products,
      );
      expect(new Set(colours.map((p) => p.name)).size).toBe(1);
      expect(new Set(colours.map((p) => p.colorSlug)).size).toBe(colours.length);
    }
    expect(products.some((p) => isSoldOut(p) && colourCounts(products).get(p.style)! > 1)).toBe(true);
  });

  it.each(products.map((p) => [p.id, p] as const))('%s: installments of 1–3 that add up to the price', (_id, p) => {
    const { count, amountCents } = p.installments;
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(3);
    // Each instalment is rounded up, so the sum covers the price by less than one cent per instalment.
    expect(count * amountCents).toBeGreaterThanOrEqual(p.actualPriceCents);
    expect(count * amountCents - p.actualPriceCents).toBeLessThan(count);
  });

  it.each(products.map((p) => [p.id, p] as const))('%s: current price agrees with the discount', (_id, p) => {
    if (p.discountPercent === 0) {
      expect(p.actualPriceCents).toBe(p.regularPriceCents);
    } else {
      expect(p.discountPercent).toBeGreaterThanOrEqual(12);
      expect(p.discountPercent).toBeLessThanOrEqual(55);
      expect(p.actualPriceCents).toBe(Math.round((p.regularPriceCents * (100 - p.discountPercent)) / 100));
    }
  });

  it('covers the cases the screens must handle', () => {
    expect(products.some((p) => !p.onSale)).toBe(true);
    expect(products.some((p) => p.image === '')).toBe(true);
    expect(products.some((p) => p.actualPriceCents >= 100000)).toBe(true);
    const names = products.map((p) => p.name);
    expect(new Set(names).size).toBeLessThan(names.length);
    const sizes = new Set(products.flatMap((p) => p.sizes.map((s) => s.size)));
    expect([...sizes].filter((s) => !SPEC_SIZES.includes(s))).toEqual([]);
    expect(['M', '38', 'U'].every((s) => sizes.has(s))).toBe(true);
  });

  it('points every image at a file in public/', () => {
    const missing = products
      .filter((p) => p.image !== '')
      .filter((p) => !existsSync(join(__dirname, '..', '..', 'public', p.image)))
      .map((p) => p.image);
    expect(missing).toEqual([]);
  });
});

describe('findProduct and serveProducts', () => {
  afterEach(() => serveProducts(null));

  it('serves other products for a test, and the catalogue’s again after null', () => {
    serveProducts([]);
    expect(allProducts()).toEqual([]);
    expect(findProduct({ name: 'vestido' })).toBeNull();
    serveProducts(null);
    expect(allProducts()).toEqual(parseCatalogue(catalogueFile));
  });

  it('ignores surrounding spaces in the chosen text', () => {
    expect(findProduct({ name: '  regata  ' })?.name).toBe('REGATA CANELADA');
  });
});

describe('findProduct ranks the names', () => {
  it("opens the only product whose name holds 'lã' as typed, before names where 'la' is part of a word", () => {
    const folded = allProducts().filter((p) => p.name.normalize('NFD').replace(/\p{M}/gu, '').includes('LA'));
    expect(folded.length).toBeGreaterThan(1);
    expect(findProduct({ name: 'lã' })?.name).toBe('CASACO DE LÃ');
    expect(findProduct({ name: 'LÃ' })?.name).toBe('CASACO DE LÃ');
  });

  it('reads the colour without regard to case, accents, hyphens or spaces', () => {
    const tshirts = allProducts().filter((p) => p.name === 'T-SHIRT BÁSICA');
    const branco = tshirts.find((p) => p.colorSlug === 'branco')!;
    expect(tshirts[0]).not.toBe(branco);
    expect(findProduct({ name: 'T-SHIRT BÁSICA', color: 'BRANCO' })).toEqual(branco);
    expect(findProduct({ name: 't-shirt básica', color: ' Branco ' })).toEqual(branco);
    const navy = allProducts().find((p) => p.colorSlug === 'azul-marinho')!;
    expect(findProduct({ name: navy.name, color: 'Azul Marinho' })).toEqual(navy);
  });

  it("finds 'T-SHIRT' with or without the hyphen", () => {
    expect(findProduct({ name: 'tshirt' })?.name).toBe('T-SHIRT BÁSICA');
    expect(findProduct({ name: 'T-SHIRT' })?.name).toBe('T-SHIRT BÁSICA');
  });
});
