/**
 * For the cart's tests, in the page (cartRoutes.test.ts) and over HTTP
 * (httpCart.test.ts): carts PUT /cart refuses, each with the
 * message that names its line. Never imported by the backend itself.
 */
import type { CartLine } from '../../src/api/types';

/** REGATA CANELADA - OFF WHITE, M: a line the server accepts. */
export const GOOD_LINE: CartLine = { sku: '20001874_002_M', productId: '20001874_002', size: 'M', quantity: 2 };
/** VESTIDO MIDI FLORAL - VERDE, P: another. */
export const OTHER_LINE: CartLine = { sku: '20002605_613_P', productId: '20002605_613', size: 'P', quantity: 1 };

const shape = (n: number) => `Linha ${n} da sacola: cada item precisa de sku, productId, size e quantity.`;
const quantity = (n: number) => `Linha ${n} da sacola: quantidade deve ser um número inteiro de 1 a 10.`;
const unknown = (n: number) => `Linha ${n} da sacola: este item não existe no catálogo.`;

/** [what is wrong, the lines sent, the 422's message]. */
export const BAD_CARTS: Array<[string, unknown[], string]> = [
  ['a line {"sku":1}', [{ sku: 1 }], shape(1)],
  ['a null line', [GOOD_LINE, null], shape(2)],
  ['a line "a"', ['a'], shape(1)],
  ['quantity -5', [{ ...GOOD_LINE, quantity: -5 }], quantity(1)],
  ['quantity 1e308', [OTHER_LINE, { ...GOOD_LINE, quantity: 1e308 }], quantity(2)],
  ['quantity 2.5', [{ ...GOOD_LINE, quantity: 2.5 }], quantity(1)],
  ['quantity 0', [{ ...GOOD_LINE, quantity: 0 }], quantity(1)],
  ['quantity 11', [{ ...GOOD_LINE, quantity: 11 }], quantity(1)],
  ['an unknown SKU', [{ sku: '99999999_999_M', productId: '99999999_999', size: 'M', quantity: 1 }], unknown(1)],
  ['a SKU of another product', [{ ...GOOD_LINE, productId: '20002605_613' }], unknown(1)],
  ['a SKU of another size', [{ ...GOOD_LINE, size: 'G' }], unknown(1)],
  [
    'a sold-out size',
    [GOOD_LINE, { sku: '20002605_613_PP', productId: '20002605_613', size: 'PP', quantity: 1 }],
    'Linha 2 da sacola: VESTIDO MIDI FLORAL - VERDE (PP) esgotou.',
  ],
  [
    'a product not on sale',
    [{ sku: '20002290_214_36', productId: '20002290_214', size: '36', quantity: 1 }],
    'Linha 1 da sacola: SHORT ALFAIATARIA - BEGE (36) não está à venda no momento.',
  ],
  [
    'the same SKU twice',
    [GOOD_LINE, OTHER_LINE, { ...GOOD_LINE, quantity: 1 }],
    'Linha 3 da sacola: este item já está na linha 1.',
  ],
];
