import type { ProductWithColours } from '../../src/api/types';
import { colourCounts, coloursOf, isSoldOut, moreColoursText } from '../../src/rules/colours';
import { call } from '../testFixtures';
import { serveProducts } from './catalogue';
import { parseCatalogue } from './catalogueSchema';
import retailerShape from './fixtures/retailer-shape.json';

// The shop is built with any catalogue in the retailer's shape (CATALOGUE_FILE). Its
// public challenge file holds two pairs of entries that share a style: the same product in two
// colours. This fixture is our own, in that shape and with the same kind of pairs (and the
// file's habits: a numeric `id` the shop ignores, a colour written 'OFF-WHITE' or in lower
// case, a remote image, none at all).

const warn = jest.fn();
const products = parseCatalogue(retailerShape, warn);
const byId = (id: string) => products.find((p) => p.id === id)!;
const ids = (list: ReadonlyArray<{ id: string }>) => list.map((p) => p.id);

afterEach(() => serveProducts(null));

it('reads every entry of the retailer’s shape', () => {
  expect(warn).not.toHaveBeenCalled();
  expect(products).toHaveLength(retailerShape.products.length);
});

it('groups its two pairs by style, in the file’s order, and leaves every other entry alone', () => {
  const pairs = [...colourCounts(products)].filter(([, count]) => count > 1).map(([style]) => style);
  expect(pairs).toEqual(['30000101', '30000207']);
  expect(ids(coloursOf(byId('30000101_612'), products))).toEqual(['30000101_001', '30000101_612']);
  expect(ids(coloursOf(byId('30000207_611'), products))).toEqual(['30000207_611', '30000207_044']);
  // The same colour slug under another style is another product.
  expect(ids(coloursOf(byId('30000150_232'), products))).toEqual(['30000150_232']);
  expect(ids(coloursOf(byId('30000311_232'), products))).toEqual(['30000311_232']);
});

it("gives each card of a pair '+1 cor' and every other card no note", () => {
  const counts = colourCounts(products);
  expect(products.map((p) => moreColoursText(counts.get(p.style)!))).toEqual([
    '+1 cor',
    '',
    '+1 cor',
    '+1 cor',
    '',
    '+1 cor',
    '',
  ]);
});

it('answers a product page with its colours, a sold-out colour among them', () => {
  serveProducts(products);
  const { status, data } = call('GET', '/products/SAIA%20MIDI%20GOD%C3%8A?cor=listrado-azul');
  const answer = data as ProductWithColours;
  expect(status).toBe(200);
  expect(answer.id).toBe('30000207_044');
  expect(ids(answer.colours)).toEqual(['30000207_611', '30000207_044']);
  expect(answer.colours.map(isSoldOut)).toEqual([false, true]);
});

it('answers a product in one colour with itself as its only colour', () => {
  serveProducts(products);
  const answer = call('GET', '/products/cinto?cor=caramelo').data as ProductWithColours;
  expect(answer.id).toBe('30000311_232');
  expect(ids(answer.colours)).toEqual(['30000311_232']);
});
