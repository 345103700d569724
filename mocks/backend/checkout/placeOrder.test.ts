import type { Order, RepricedOrder } from '../../../src/api/types';
import { allProducts, serveProducts } from '../catalogue';
import { readCart, writeCart } from '../cartStore';
import { setLatencySettings } from '../../devtools/latency';
import { DEMO_USER } from '../../demoLogin';
import { crc16 } from './brCode';
import { CARD_EXPIRED, CART_CHANGED, DECLINED, KEY_REUSED, REPRICED } from './placeOrder';
import { storedOrders } from './orderStore';
import { putBack, setUnits, unitsOf } from '../stock';
import { STARTING_UNITS } from '../../../src/rules/stock';
import {
  ADDRESS,
  call,
  cardOrder,
  cardToken,
  DECLINED_CARD,
  DEMO_TOKEN,
  newKey,
  PIX_TOTAL,
  pixOrder,
  place,
  placed,
  REGATA_M,
  VESTIDO_M,
  otherShopper,
} from '../../testFixtures';
import { formatCents } from '../../../src/lib/money';
import { FREE_SHIPPING_THRESHOLD_CENTS, MAX_INSTALLMENTS } from '../../../src/rules/prices';
import { pixDiscountCents, pixPriceCents, splitInstallments } from '../../../src/rules/totals';
import { rateCents, shippingCents, shippingTo } from '../../../src/test/figures';
import { PULSEIRA, REGATA, skuOf, VESTIDO } from '../../../src/test/products';

/** The answer to a token that cannot pay: the message, and the code the shop acts on. */
const EXPIRED = { status: 422, data: { message: CARD_EXPIRED, code: 'CARD_EXPIRED' } };

const CART_LINE = { sku: REGATA_M.sku, productId: REGATA.id, size: 'M', quantity: 1 };
// The figures below are the price rules' (src/rules/) on the catalogue's prices, as the server must charge them.
const REGATA_CENTS = REGATA.actualPriceCents;
const VESTIDO_CENTS = VESTIDO.actualPriceCents;
/** The PIX total of REGATA_M with shipping `id` to São Paulo. */
const regataByPix = (id: 'economica' | 'expressa') => pixPriceCents(REGATA_CENTS) + shippingCents(id, REGATA_CENTS);
/** The server's sentence when the total it would charge is not the one the shopper saw. */
const totalChanged = (fromCents: number, toCents: number) =>
  `O total do pedido passou de ${formatCents(fromCents)} para ${formatCents(toCents)}.`;
/** Another shopper's session secret, made by the tests that need one. */
let OTHER_TOKEN = '';

afterEach(() => {
  serveProducts(null);
  jest.useRealTimers();
});

describe('POST /orders by PIX', () => {
  // Tests run at latency 0, where a PIX is paid at once; here it waits.
  beforeEach(() => setLatencySettings({ pixPaid: 60_000 }));

  it('creates order 100001 awaiting payment, priced by the server, with a BR Code valid for 30 minutes', () => {
    const order = placed(pixOrder());
    expect(order).toMatchObject({
      id: '100001',
      status: 'awaiting_payment',
      subtotalCents: REGATA_CENTS,
      shippingCents: shippingCents('economica', REGATA_CENTS),
      discountCents: pixDiscountCents(REGATA_CENTS),
      totalCents: PIX_TOTAL,
      address: ADDRESS,
      shipping: shippingTo('economica', REGATA_CENTS),
      lines: [
        {
          sku: REGATA_M.sku,
          productId: REGATA.id,
          name: 'REGATA CANELADA',
          color: 'OFF WHITE',
          size: 'M',
          image: expect.any(String),
          quantity: 1,
          unitCents: REGATA_CENTS,
          lineCents: REGATA_CENTS,
        },
      ],
    });
    expect(order.lines[0]).not.toHaveProperty('available');
    if (order.payment.method !== 'pix') throw new Error('not a PIX');
    expect(Date.parse(order.payment.expiresAt) - Date.parse(order.createdAt)).toBe(30 * 60_000);
    const { code } = order.payment;
    const amount = (PIX_TOTAL / 100).toFixed(2); // EMV field 54: its length, then the amount in reais
    expect(code).toContain(`54${String(amount.length).padStart(2, '0')}${amount}`);
    expect(code).toContain('62170513VITRINE100001');
    expect(crc16(code.slice(0, -4))).toBe(code.slice(-4));
  });

  it('numbers orders in sequence', () => {
    expect(placed().id).toBe('100001');
    expect(placed().id).toBe('100002');
  });

  it('empties the shopper’s server cart and keeps the address for next time', () => {
    writeCart(DEMO_USER.id, [CART_LINE]);
    expect(call('GET', '/address')).toEqual({ status: 200, data: null });
    placed();
    expect(readCart(DEMO_USER.id).lines).toEqual([]);
    expect(call('GET', '/address')).toEqual({ status: 200, data: ADDRESS });
  });

  it('keeps the address tidied: spaces trimmed, the CEP as 8 digits, the UF in capitals', () => {
    const address = { ...ADDRESS, recipient: '  Maria   Souza ', cep: '01310-100', state: 'sp', number: 's/n' };
    expect(placed(pixOrder({ address })).address).toEqual({ ...ADDRESS, number: 'S/N' });
  });

  it('is paid at once when pixPaid is 0 (MOCK_LATENCY_MS=0), in the answer too', () => {
    setLatencySettings({ pixPaid: 0 });
    const [key, body] = [newKey(), pixOrder()];
    const order = placed(body, key);
    expect(order.status).toBe('paid');
    expect(placed(body, key)).toEqual(order);
  });

  it('never takes the PIX discount off shipping', () => {
    const order = placed(pixOrder({ shippingId: 'expressa', expectedTotalCents: regataByPix('expressa') }));
    expect(order).toMatchObject({
      shippingCents: shippingCents('expressa', REGATA_CENTS),
      discountCents: pixDiscountCents(REGATA_CENTS),
      totalCents: regataByPix('expressa'),
    });
  });
});

describe('POST /orders by card', () => {
  it('creates a paid order with its parcels and spends the token', () => {
    const { token } = cardToken();
    const total = VESTIDO_CENTS + shippingCents('expressa', VESTIDO_CENTS);
    const body = cardOrder(token, { lines: [VESTIDO_M], shippingId: 'expressa', expectedTotalCents: total });
    const order = placed(body);
    expect(order).toMatchObject({ status: 'paid', discountCents: 0, totalCents: total });
    expect(order.payment).toEqual({
      method: 'card',
      brand: 'visa',
      last4: '1111',
      installments: 3,
      parcelsCents: splitInstallments(total, 3),
    });
    expect(place({ ...body, cartVersion: readCart(DEMO_USER.id).version }).data).toEqual(EXPIRED.data);
  });

  it('puts nothing of the card’s number, CVV or CPF in the order or on the disk', () => {
    const { token } = cardToken();
    const order = placed(cardOrder(token));
    const everything = JSON.stringify(order) + JSON.stringify({ ...localStorage });
    for (const secret of ['4111111111111111', '4111 1111 1111 1111', '52998224725', '529.982.247-25', '"123"']) {
      expect(everything).not.toContain(secret);
    }
  });

  it.each([
    ['an unknown token', () => 'tok_000000000000000000000000'],
    ['another shopper’s token', () => cardToken(undefined, OTHER_TOKEN).token],
  ])('refuses %s with 422', (_name, token) => {
    OTHER_TOKEN = otherShopper().token;
    expect(place(cardOrder(token()))).toEqual(EXPIRED);
    expect(storedOrders()).toEqual([]);
  });

  it('refuses a token after its 15 minutes', () => {
    jest.useFakeTimers({ now: new Date('2026-03-10T12:00:00Z') });
    const { token } = cardToken();
    jest.setSystemTime(new Date('2026-03-10T12:14:59Z'));
    const body = cardOrder(token);
    expect(place(body).status).toBe(201);
    const late = cardToken().token;
    jest.setSystemTime(new Date('2026-03-10T12:30:00Z'));
    expect(place(cardOrder(late))).toEqual(EXPIRED);
  });

  it('answers 402 for the test card always declined: nothing created, the token spent', () => {
    writeCart(DEMO_USER.id, [CART_LINE]);
    const { token } = cardToken(DECLINED_CARD);
    const key = newKey();
    const declined = place(cardOrder(token), key);
    expect(declined).toEqual({ status: 402, data: { message: DECLINED } });
    expect(storedOrders()).toEqual([]);
    expect(readCart(DEMO_USER.id).lines).toEqual([CART_LINE]);
    expect(place(cardOrder(token), key)).toEqual(declined); // the same key: the same answer
    expect(place(cardOrder(token))).toEqual(EXPIRED); // a new key: spent
  });
});

describe('POST /orders: what the server recomputes (409 RepricedOrder, nothing created)', () => {
  it('answers 409 with the figures of now when the shopper’s total is not the server’s', () => {
    writeCart(DEMO_USER.id, [CART_LINE]);
    const answer = place(pixOrder({ expectedTotalCents: PIX_TOTAL - 1 }));
    expect(answer.status).toBe(409);
    const repriced = answer.data as RepricedOrder;
    expect(repriced).toMatchObject({
      message: REPRICED,
      subtotalCents: REGATA_CENTS,
      shippingCents: shippingCents('economica', REGATA_CENTS),
      discountCents: pixDiscountCents(REGATA_CENTS),
      totalCents: PIX_TOTAL,
      lines: [{ sku: REGATA_M.sku, unitCents: REGATA_CENTS, available: true }],
      changes: [totalChanged(PIX_TOTAL - 1, PIX_TOTAL)],
    });
    expect(storedOrders()).toEqual([]);
    expect(readCart(DEMO_USER.id).lines).toEqual([CART_LINE]);
  });

  it('names a size sold out since the shopper chose it', () => {
    const soldOut = { sku: skuOf(VESTIDO, 'PP'), quantity: 1 };
    const answer = place(pixOrder({ lines: [REGATA_M, soldOut] }));
    expect(answer.status).toBe(409);
    expect(answer.data).toMatchObject({
      subtotalCents: REGATA_CENTS,
      totalCents: PIX_TOTAL,
      lines: [
        { sku: REGATA_M.sku, available: true },
        { sku: soldOut.sku, name: 'VESTIDO MIDI FLORAL', size: 'PP', available: false },
      ],
      changes: ['VESTIDO MIDI FLORAL - VERDE (PP) esgotou.'],
    });
  });

  it('names a product no longer on sale and a SKU the catalogue no longer has', () => {
    const lines = [REGATA_M, { sku: skuOf(PULSEIRA, 'U'), quantity: 1 }, { sku: 'NAO_EXISTE_M', quantity: 2 }];
    const answer = place(pixOrder({ lines }));
    expect(answer.status).toBe(409);
    expect((answer.data as RepricedOrder).changes).toEqual([
      'PULSEIRA DOURADA - DOURADO (U) não está mais à venda.',
      'O item NAO_EXISTE_M não está mais à venda.',
    ]);
    expect((answer.data as RepricedOrder).lines[2]).toMatchObject({ sku: 'NAO_EXISTE_M', quantity: 2, lineCents: 0 });
  });

  it('names a price changed with the run-time catalogue switch, and accepts the new total', () => {
    const runtime = { catalogue: { prices: { [VESTIDO.id]: 19990 }, soldOut: [] } };
    const byPix = (cents: number) => pixPriceCents(cents) + shippingCents('economica', cents);
    const body = pixOrder({ lines: [VESTIDO_M], expectedTotalCents: byPix(VESTIDO_CENTS) });
    const answer = place(body, newKey(), { runtime });
    expect(answer.status).toBe(409);
    expect((answer.data as RepricedOrder).changes).toEqual([
      'VESTIDO MIDI FLORAL - VERDE (M) agora custa R$\u00a0199,90.',
      totalChanged(byPix(VESTIDO_CENTS), byPix(19990)),
    ]);
    const order = placed({ ...body, expectedTotalCents: byPix(19990) }, newKey(), { runtime });
    expect(order.lines[0]).toMatchObject({ unitCents: 19990, lineCents: 19990 });
  });

  it('names a size sold out with the run-time catalogue switch', () => {
    const runtime = { catalogue: { prices: {}, soldOut: [REGATA_M.sku] } };
    const answer = place(pixOrder(), newKey(), { runtime });
    expect(answer).toMatchObject({
      status: 409,
      data: {
        subtotalCents: 0,
        totalCents: rateCents('economica'),
        changes: ['REGATA CANELADA - OFF WHITE (M) esgotou.', totalChanged(PIX_TOTAL, rateCents('economica'))],
      },
    });
  });

  it('reprices from the catalogue the server serves (serveProducts)', () => {
    serveProducts(allProducts().map((p) => (p.id === REGATA.id ? { ...p, actualPriceCents: 9990 } : p)));
    const answer = place(pixOrder());
    const totalCents = pixPriceCents(9990) + shippingCents('economica', 9990);
    expect(answer).toMatchObject({ status: 409, data: { subtotalCents: 9990, totalCents } });
  });

  it('lets a repriced card order go through with the same token (a 409 charges nothing)', () => {
    const { token } = cardToken();
    expect(place(cardOrder(token, { expectedTotalCents: 1 })).status).toBe(409);
    expect(placed(cardOrder(token)).status).toBe('paid');
  });
});

describe('POST /orders: the shipping rule at its threshold (free above it)', () => {
  const priced = (cents: number) =>
    serveProducts(allProducts().map((p) => (p.id === REGATA.id ? { ...p, actualPriceCents: cents } : p)));
  const THRESHOLD = FREE_SHIPPING_THRESHOLD_CENTS;

  it('charges economy shipping at exactly the threshold', () => {
    priced(THRESHOLD);
    const economy = rateCents('economica');
    expect(economy).toBeGreaterThan(0);
    expect(placed(pixOrder({ expectedTotalCents: pixPriceCents(THRESHOLD) + economy })).shippingCents).toBe(economy);
  });

  it('ships free one cent above it', () => {
    priced(THRESHOLD + 1);
    expect(placed(pixOrder({ expectedTotalCents: pixPriceCents(THRESHOLD + 1) })).shippingCents).toBe(0);
  });
});

describe('POST /orders: one cart, one order', () => {
  const BAG = { sku: skuOf(VESTIDO, 'M'), productId: VESTIDO.id, size: 'M', quantity: 1 };

  it('takes the ordered units out of the cart as its next version, and keeps every other line', () => {
    const saved = writeCart(DEMO_USER.id, [{ ...CART_LINE, quantity: 3 }, BAG]);
    placed(pixOrder({ lines: [REGATA_M], cartVersion: saved.version, expectedTotalCents: PIX_TOTAL }));
    expect(readCart(DEMO_USER.id)).toEqual({ lines: [{ ...CART_LINE, quantity: 2 }, BAG], version: saved.version + 1 });
  });

  it('answers 412 with the cart as it is now when another device made the cart an order: nothing charged', () => {
    const saved = writeCart(DEMO_USER.id, [CART_LINE]);
    const { token } = cardToken();
    const [deviceA, deviceB] = [pixOrder(), cardOrder(token)]; // both reviews showed the same version
    expect([deviceA.cartVersion, deviceB.cartVersion]).toEqual([saved.version, saved.version]);
    placed(deviceA);
    expect(place(deviceB)).toEqual({
      status: 412,
      data: { message: CART_CHANGED, lines: [], version: saved.version + 1 },
    });
    expect(storedOrders()).toHaveLength(1);
    // The card was not spent: the shopper can order again with it once the review shows the cart of now.
    writeCart(DEMO_USER.id, [CART_LINE]);
    expect(placed(cardOrder(token)).status).toBe('paid');
  });

  it('answers 412 when another device changed the cart since the review', () => {
    const body = pixOrder({ cartVersion: writeCart(DEMO_USER.id, [CART_LINE]).version });
    const changed = writeCart(DEMO_USER.id, [CART_LINE, BAG]);
    expect(place(body)).toEqual({ status: 412, data: { message: CART_CHANGED, ...changed } });
    expect(storedOrders()).toEqual([]);
  });

  it('refuses an order from a review another tab has since changed (a line added): nothing charged, the cart kept', () => {
    // The review showed REGATA alone, at this version and total; then another tab added BAG.
    const reviewed = pixOrder({ cartVersion: writeCart(DEMO_USER.id, [CART_LINE]).version });
    const changed = writeCart(DEMO_USER.id, [CART_LINE, BAG]);
    expect(place(reviewed)).toEqual({ status: 412, data: { message: CART_CHANGED, ...changed } });
    expect(storedOrders()).toEqual([]);
    expect(readCart(DEMO_USER.id)).toEqual(changed);
  });

  it('refuses a review whose total is not what its lines make now (409): nothing charged', () => {
    const saved = writeCart(DEMO_USER.id, [CART_LINE, BAG]);
    // Both lines, with the total the review showed for REGATA alone.
    const body = pixOrder({ lines: [REGATA_M, VESTIDO_M], cartVersion: saved.version, expectedTotalCents: PIX_TOTAL });
    const answer = place(body);
    expect(answer.status).toBe(409);
    expect((answer.data as RepricedOrder).message).toBe(REPRICED);
    expect(storedOrders()).toEqual([]);
    expect(readCart(DEMO_USER.id)).toEqual(saved);
  });

  it('answers a retried key with its order even once the cart has moved on', () => {
    const [key, body] = [newKey(), pixOrder({ cartVersion: writeCart(DEMO_USER.id, [CART_LINE]).version })];
    const order = placed(body, key);
    expect(placed(body, key)).toEqual(order);
    expect(storedOrders()).toHaveLength(1);
  });
});

describe('POST /orders: the units left (stock.ts)', () => {
  const byPix = (subtotalCents: number) => pixPriceCents(subtotalCents) + shippingCents('economica', subtotalCents);
  const left = () => [unitsOf(REGATA_M.sku), unitsOf(VESTIDO_M.sku)];

  it('takes the lines’ units with the order, and none again for a retried key', () => {
    const body = pixOrder({
      lines: [{ ...REGATA_M, quantity: 2 }, VESTIDO_M],
      expectedTotalCents: byPix(2 * REGATA_CENTS + VESTIDO_CENTS),
    });
    const key = newKey();
    placed(body, key);
    expect(left()).toEqual([STARTING_UNITS - 2, STARTING_UNITS - 1]);
    placed(body, key);
    expect(left()).toEqual([STARTING_UNITS - 2, STARTING_UNITS - 1]);
  });

  it('takes none for an order refused: a 409, a 402, a 412', () => {
    expect(place(pixOrder({ expectedTotalCents: PIX_TOTAL - 1 })).status).toBe(409);
    expect(place(cardOrder(cardToken(DECLINED_CARD).token)).status).toBe(402);
    expect(place(pixOrder({ cartVersion: 7 })).status).toBe(412);
    expect(left()).toEqual([STARTING_UNITS, STARTING_UNITS]);
    expect(storedOrders()).toEqual([]);
  });

  it('answers 409 naming a line that asks for more units than are left: nothing taken, nothing charged', () => {
    setUnits(VESTIDO_M.sku, 1);
    const { token } = cardToken();
    const lines = [REGATA_M, { ...VESTIDO_M, quantity: 2 }];
    const expected = REGATA_CENTS + 2 * VESTIDO_CENTS + shippingCents('economica', REGATA_CENTS + 2 * VESTIDO_CENTS);
    const answer = place(cardOrder(token, { lines, expectedTotalCents: expected }));
    const now = REGATA_CENTS + shippingCents('economica', REGATA_CENTS);
    expect(answer).toMatchObject({
      status: 409,
      data: {
        message: REPRICED,
        subtotalCents: REGATA_CENTS,
        totalCents: now,
        lines: [
          { sku: REGATA_M.sku, available: true },
          { sku: VESTIDO_M.sku, quantity: 2, available: false },
        ],
        changes: ['VESTIDO MIDI FLORAL - VERDE (M) tem só 1 unidade em estoque.', totalChanged(expected, now)],
      },
    });
    expect(storedOrders()).toEqual([]);
    expect(left()).toEqual([STARTING_UNITS, 1]);
    // The card was not spent: with the line at the units left, the same token pays.
    const oneEach = REGATA_CENTS + VESTIDO_CENTS;
    const order = placed(
      cardOrder(token, {
        lines: [REGATA_M, VESTIDO_M],
        expectedTotalCents: oneEach + shippingCents('economica', oneEach),
      }),
    );
    expect(order.status).toBe('paid');
    expect(left()).toEqual([STARTING_UNITS - 1, 0]);
  });

  it('two shoppers racing for the last unit: one order; the other told which line is gone, and nothing charged', () => {
    setUnits(VESTIDO_M.sku, 1);
    const joana = otherShopper();
    const { token } = cardToken(undefined, joana.token);
    // Both reviews showed the last vestido M on sale, at these totals.
    const maria = pixOrder({ lines: [VESTIDO_M], expectedTotalCents: byPix(VESTIDO_CENTS) });
    const byCard = VESTIDO_CENTS + shippingCents('economica', VESTIDO_CENTS);
    const hers = cardOrder(token, { lines: [VESTIDO_M], expectedTotalCents: byCard, cartVersion: 0 });

    expect(placed(maria).lines).toMatchObject([{ sku: VESTIDO_M.sku, quantity: 1 }]);
    const refused = place(hers, newKey(), { token: joana.token });
    expect(refused).toMatchObject({
      status: 409,
      data: {
        message: REPRICED,
        subtotalCents: 0,
        lines: [{ sku: VESTIDO_M.sku, available: false }],
        changes: ['VESTIDO MIDI FLORAL - VERDE (M) esgotou.', totalChanged(byCard, rateCents('economica'))],
      },
    });
    expect(storedOrders(joana.user.id)).toEqual([]);
    expect(storedOrders()).toHaveLength(1);
    expect(unitsOf(VESTIDO_M.sku)).toBe(0);
    // Her card was never charged: once the size is back, the same token pays.
    putBack([{ sku: VESTIDO_M.sku, quantity: 1 }]);
    expect(placed(hers, newKey(), { token: joana.token }).status).toBe('paid');
  });
});

describe('POST /orders: idempotency', () => {
  it('answers the same order for the same key and body, and creates nothing new', () => {
    setLatencySettings({ pixPaid: 60_000 });
    const [key, body] = [newKey(), pixOrder()];
    const first = placed(body, key);
    writeCart(DEMO_USER.id, [CART_LINE]); // the shopper carries on shopping
    const again = placed(body, key);
    expect(again).toEqual(first);
    expect(storedOrders()).toHaveLength(1);
    expect(readCart(DEMO_USER.id).lines).toEqual([CART_LINE]);
  });

  it('reads the same body written differently as the same order', () => {
    const [key, body] = [newKey(), pixOrder()];
    const first = placed(body, key);
    expect(placed({ ...body, address: { ...ADDRESS, cep: '01310-100' } }, key)).toEqual(first);
  });

  it('refuses the same key with another body', () => {
    const key = newKey();
    placed(pixOrder(), key);
    expect(place(pixOrder({ shippingId: 'expressa', expectedTotalCents: regataByPix('expressa') }), key)).toEqual({
      status: 422,
      data: { message: KEY_REUSED },
    });
    expect(storedOrders()).toHaveLength(1);
  });

  it('answers the same 409 again, even once the total would be accepted', () => {
    const key = newKey();
    const runtime = { catalogue: { prices: { [REGATA.id]: 9990 }, soldOut: [] } };
    const repriced = place(pixOrder(), key, { runtime });
    expect(repriced.status).toBe(409);
    expect(place(pixOrder(), key, { runtime })).toEqual(repriced);
    expect(place(pixOrder(), key)).toEqual(repriced);
    expect(storedOrders()).toEqual([]);
  });

  it('keeps each shopper’s keys apart', () => {
    OTHER_TOKEN = otherShopper().token;
    const key = newKey();
    const mine = placed(pixOrder(), key);
    const theirs = placed(pixOrder({ cartVersion: 0 }), key, { token: OTHER_TOKEN });
    expect(theirs.id).not.toBe(mine.id);
  });
});

describe('POST /orders: bad input', () => {
  it('answers 401 without a valid token', () => {
    expect(place(pixOrder(), newKey(), { token: null })).toEqual({
      status: 401,
      data: { message: 'Sessão expirada.' },
    });
    expect(place(pixOrder(), newKey(), { token: 'x.vitrine-token' }).status).toBe(401);
  });

  it.each([null, 'short', 'has spaces in it', 'ç-não-ascii-key', 'k'.repeat(101)])(
    'answers 400 for the idempotency key %p',
    (key) => {
      expect(place(pixOrder(), key)).toEqual({
        status: 400,
        data: { message: 'Chave de idempotência ausente ou inválida.' },
      });
    },
  );

  it('accepts keys of 8 and of 100 characters', () => {
    expect(place(pixOrder(), 'abcd-_12').status).toBe(201);
    expect(place(pixOrder(), 'k'.repeat(100)).status).toBe(201);
  });

  it.each([
    ['no body', undefined],
    ['a list', []],
    ['text', 'pedido'],
    ['lines not a list', pixOrder({ lines: 'x' as never })],
    ['a line without a SKU', pixOrder({ lines: [{ quantity: 1 } as never] })],
    ['a quantity as text', pixOrder({ lines: [{ sku: REGATA_M.sku, quantity: '1' as never }] })],
    ['51 lines', pixOrder({ lines: Array.from({ length: 51 }, () => REGATA_M) })],
    ['an address that is not an object', pixOrder({ address: 'Av. Paulista' as never })],
    ['an address field that is not text', pixOrder({ address: { ...ADDRESS, city: 5 as never } })],
    ['an address field of 201 characters', pixOrder({ address: { ...ADDRESS, complement: 'x'.repeat(201) } })],
    ['an unknown shipping', pixOrder({ shippingId: 'sedex' as never })],
    ['an unknown payment', pixOrder({ payment: { method: 'boleto' } as never })],
    ['a card without token', pixOrder({ payment: { method: 'card', installments: 1 } as never })],
    [
      'one installment more than the rule allows',
      pixOrder({ payment: { method: 'card', token: 'tok_1', installments: MAX_INSTALLMENTS + 1 } }),
    ],
    ['a total as text', pixOrder({ expectedTotalCents: String(PIX_TOTAL) as never })],
    ['a negative total', pixOrder({ expectedTotalCents: -1 })],
    ['a total with fractions of a cent', pixOrder({ expectedTotalCents: PIX_TOTAL + 0.5 })],
    ['no cart version', pixOrder({ cartVersion: undefined })],
    ['a cart version as text', pixOrder({ cartVersion: '0' as never })],
    ['a negative cart version', pixOrder({ cartVersion: -1 })],
  ])('answers 400 for %s', (_name, body) => {
    const answer = place(body);
    expect(answer.status).toBe(400);
    expect(answer.data).toEqual({ message: expect.any(String) });
  });

  it.each([
    [{ lines: [] }, 'Sua sacola está vazia.'],
    [
      { lines: [{ ...REGATA_M, quantity: 0 }] },
      'Quantidade inválida para REGATA CANELADA - OFF WHITE (M): escolha de 1 a 10.',
    ],
    [
      { lines: [{ ...REGATA_M, quantity: 11 }] },
      'Quantidade inválida para REGATA CANELADA - OFF WHITE (M): escolha de 1 a 10.',
    ],
    [{ lines: [{ sku: 'NAO_EXISTE', quantity: 1.5 }] }, 'Quantidade inválida para NAO_EXISTE: escolha de 1 a 10.'],
    // The same SKU twice would pass the 10-unit limit (10 + 10).
    [
      { lines: [{ ...REGATA_M, quantity: 10 }, VESTIDO_M, { ...REGATA_M, quantity: 10 }] },
      'REGATA CANELADA - OFF WHITE (M) está em mais de uma linha do pedido.',
    ],
    // The 'Entrega' form's own messages (src/rules/address.ts): the form shows them under the fields.
    [{ address: { ...ADDRESS, recipient: ' ' } }, 'Nome do destinatário: campo obrigatório.'],
    [{ address: { ...ADDRESS, recipient: 'R2-D2' } }, 'Informe o nome de quem vai receber (só letras, de 2 a 60).'],
    [{ address: { ...ADDRESS, cep: '0131010' } }, 'CEP inválido'],
    [{ address: { ...ADDRESS, cep: '00000000' } }, 'CEP inválido'],
    [{ address: { ...ADDRESS, street: '' } }, 'Rua: campo obrigatório.'],
    [{ address: { ...ADDRESS, street: 'R' } }, 'Informe a rua (de 2 a 100 caracteres).'],
    [{ address: { ...ADDRESS, number: '' } }, 'Número: campo obrigatório.'],
    [{ address: { ...ADDRESS, number: 'mil' } }, 'Informe o número (ou S/N, se não houver).'],
    [{ address: { ...ADDRESS, complement: 'x'.repeat(61) } }, 'O complemento pode ter até 60 caracteres.'],
    [{ address: { ...ADDRESS, district: 'B' } }, 'Informe o bairro (de 2 a 60 caracteres).'],
    [{ address: { ...ADDRESS, city: '' } }, 'Cidade: campo obrigatório.'],
    [{ address: { ...ADDRESS, city: undefined as never } }, 'Cidade: campo obrigatório.'],
    [{ address: { ...ADDRESS, state: 'XX' } }, 'Selecione a UF.'],
    [{ address: { ...ADDRESS, state: 'RJ' } }, 'O CEP não pertence a esta UF.'],
  ])('answers 422 for %p', (overrides, message) => {
    expect(place(pixOrder(overrides))).toEqual({ status: 422, data: { message } });
    expect(storedOrders()).toEqual([]);
  });

  it('never throws, whatever the body', () => {
    const junk = [0, true, {}, { lines: [null] }, { lines: [REGATA_M], address: [] }, { payment: null }, [[[]]]];
    for (const body of junk) expect(place(body).status).toBeGreaterThanOrEqual(400);
  });
});

describe('GET /orders?idempotencyKey (does my order exist, after a time-out?)', () => {
  it('lists the order placed with the key, or none', () => {
    const key = newKey();
    const order: Order = placed(pixOrder(), key);
    placed();
    expect(call('GET', `/orders?idempotencyKey=${key}`).data).toEqual([
      { id: order.id, createdAt: order.createdAt, status: 'paid', step: 'paid', totalCents: PIX_TOTAL, itemCount: 1 },
    ]);
    expect(call('GET', `/orders?idempotencyKey=${newKey()}`)).toEqual({ status: 200, data: [] });
    expect(call('GET', '/orders?idempotencyKey=x').status).toBe(400);
    expect(call('GET', `/orders?idempotencyKey=${key}`, { token: DEMO_TOKEN }).status).toBe(200);
  });
});
