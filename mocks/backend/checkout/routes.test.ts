import type { Order, OrderSummary, ShippingQuote } from '../../../src/api/types';
import { ufForCep } from '../../../src/rules/cep';
import { allProducts, serveProducts } from '../catalogue';
import { setLatencySettings } from '../../devtools/latency';
import { KNOWN_CEPS } from './cepTable';
import {
  ADDRESS,
  call,
  cardOrder,
  cardToken,
  pixOrder,
  placed,
  REGATA_M,
  VESTIDO_M,
  otherShopper,
} from '../../testFixtures';
import { FREE_SHIPPING_THRESHOLD_CENTS } from '../../../src/rules/prices';
import { shippingOptions } from '../../../src/rules/shipping';
import { rateCents, shippingCents, shippingTo } from '../../../src/test/figures';
import { REGATA, skuOf, VESTIDO } from '../../../src/test/products';

/** Another shopper's session secret, made by the tests that need one. */
let OTHER_TOKEN = '';

afterEach(() => {
  serveProducts(null);
  jest.useRealTimers();
});

describe('GET /cep/:cep', () => {
  it('fills in Avenida Paulista for 01310-100, anonymously, with or without the hyphen', () => {
    const paulista = {
      cep: '01310100',
      street: 'Avenida Paulista',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    };
    expect(call('GET', '/cep/01310100', { token: null })).toEqual({ status: 200, data: paulista });
    expect(call('GET', '/cep/01310-100', { token: null })).toEqual({ status: 200, data: paulista });
  });

  it('knows real CEPs of several states, each in its UF’s Correios range', () => {
    const states = KNOWN_CEPS.map((cep) => {
      const { data } = call('GET', `/cep/${cep}`);
      expect(ufForCep(cep)).toBe((data as { state: string }).state);
      return (data as { state: string }).state;
    });
    expect(states).toEqual(expect.arrayContaining(['SP', 'RJ', 'MG', 'BA', 'PR', 'RS', 'PE', 'DF']));
  });

  it.each(['01310999', '00000000', '99999-999'])('answers 404 for %p, well-formed but not in the table', (cep) => {
    expect(call('GET', `/cep/${cep}`)).toEqual({ status: 404, data: { message: 'CEP não encontrado' } });
  });

  it.each(['0131010', '013101000', '01310-1000', 'abcdefgh', '01310_100', '%20', '01310%2F100'])(
    'answers 400 for %p',
    (cep) => {
      expect(call('GET', `/cep/${cep}`)).toEqual({ status: 400, data: { message: 'CEP inválido' } });
    },
  );
});

describe('POST /shipping', () => {
  const quote = (body: unknown, token: string | null = null) => call('POST', '/shipping', { body, token });

  it('quotes economy and express for the CEP’s region, anonymously, from the server’s prices', () => {
    expect(quote({ cep: '01310-100', lines: [REGATA_M] })).toEqual({
      status: 200,
      data: {
        cep: '01310100',
        state: 'SP',
        subtotalCents: REGATA.actualPriceCents,
        options: shippingOptions('SP', REGATA.actualPriceCents),
      },
    });
  });

  it('charges more and takes longer to the North than to the Southeast', () => {
    const optionsTo = (cep: string) => (quote({ cep, lines: [REGATA_M] }).data as ShippingQuote).options;
    const [sudeste, norte] = [optionsTo('01310100'), optionsTo('69005070')] as const;
    expect(norte.map((o, i) => o.priceCents > sudeste[i]!.priceCents)).toEqual([true, true]);
    expect(norte.map((o, i) => o.days > sudeste[i]!.days)).toEqual([true, true]);
  });

  it('prices every UF: economy slower and cheaper than express', () => {
    for (const cep of [
      '69900000',
      '57000000',
      '68900000',
      '76800000',
      '77000000',
      '78000000',
      '79000000',
      '88000000',
    ]) {
      const { data } = quote({ cep, lines: [REGATA_M] });
      const [economy, express] = (data as ShippingQuote).options;
      expect(economy!.priceCents).toBeLessThan(express!.priceCents);
      expect(economy!.days).toBeGreaterThan(express!.days);
    }
  });

  it('adds up quantities and lines', () => {
    const { data } = quote({ cep: '01310100', lines: [{ ...REGATA_M, quantity: 2 }, VESTIDO_M] });
    expect((data as ShippingQuote).subtotalCents).toBe(2 * REGATA.actualPriceCents + VESTIDO.actualPriceCents);
  });

  describe('free economy shipping (above the threshold)', () => {
    const priced = (cents: number) =>
      serveProducts(allProducts().map((p) => (p.id === REGATA.id ? { ...p, actualPriceCents: cents } : p)));
    const options = () => (quote({ cep: '01310100', lines: [REGATA_M] }).data as ShippingQuote).options;

    it('still charges at exactly the threshold', () => {
      priced(FREE_SHIPPING_THRESHOLD_CENTS);
      expect(options()[0]!.priceCents).toBe(rateCents('economica'));
    });

    it('is free one cent above it; express still charges', () => {
      priced(FREE_SHIPPING_THRESHOLD_CENTS + 1);
      const [economy, express] = options();
      expect(economy).toEqual({ ...shippingTo('economica', 0), priceCents: 0 });
      expect(express!.priceCents).toBe(rateCents('expressa'));
    });
  });

  it('quotes from the catalogue changed with the run-time switch', () => {
    const runtime = { catalogue: { prices: { [REGATA.id]: 19990 }, soldOut: [] } };
    const answer = call('POST', '/shipping', { body: { cep: '01310100', lines: [REGATA_M] }, runtime });
    expect(answer.data).toMatchObject({
      subtotalCents: 19990,
      options: [{ priceCents: shippingCents('economica', 19990) }, { priceCents: shippingCents('expressa', 19990) }],
    });
  });

  it.each([
    [{ cep: '00000000', lines: [REGATA_M] }, 'CEP inválido'],
    [{ cep: '01310100', lines: [] }, 'Sua sacola está vazia.'],
    [{ cep: '01310100', lines: [{ sku: 'NAO_EXISTE', quantity: 1 }] }, 'O item NAO_EXISTE não está mais à venda.'],
    [
      { cep: '01310100', lines: [{ sku: skuOf(VESTIDO, 'PP'), quantity: 1 }] },
      'VESTIDO MIDI FLORAL - VERDE (PP) esgotou.',
    ],
    [
      { cep: '01310100', lines: [{ ...REGATA_M, quantity: 11 }] },
      'Quantidade inválida para REGATA CANELADA - OFF WHITE (M): escolha de 1 a 10.',
    ],
    [
      { cep: '01310100', lines: [{ ...REGATA_M, quantity: 0.5 }] },
      'Quantidade inválida para REGATA CANELADA - OFF WHITE (M): escolha de 1 a 10.',
    ],
  ])('answers 422 for %p, naming what is wrong', (body, message) => {
    expect(quote(body)).toEqual({ status: 422, data: { message } });
  });

  it.each([
    [undefined, 'Pedido de frete inválido.'],
    [[], 'Pedido de frete inválido.'],
    [{ lines: [REGATA_M] }, 'CEP inválido'],
    [{ cep: 1310100, lines: [REGATA_M] }, 'CEP inválido'],
    [{ cep: '0131010', lines: [REGATA_M] }, 'CEP inválido'],
    [{ cep: '01310100' }, 'Itens do pedido inválidos.'],
    [{ cep: '01310100', lines: [{ sku: 7, quantity: 1 }] }, 'Itens do pedido inválidos.'],
    [{ cep: '01310100', lines: [{ sku: 'x'.repeat(61), quantity: 1 }] }, 'Itens do pedido inválidos.'],
  ])('answers 400 for %p', (body, message) => {
    expect(quote(body)).toEqual({ status: 400, data: { message } });
  });
});

describe('GET /address (the last order’s address, offered next time)', () => {
  it('is null before the first order and the address after it', () => {
    expect(call('GET', '/address')).toEqual({ status: 200, data: null });
    placed(pixOrder());
    expect(call('GET', '/address')).toEqual({ status: 200, data: ADDRESS });
  });

  it('is each shopper’s own', () => {
    OTHER_TOKEN = otherShopper().token;
    placed(pixOrder());
    expect(call('GET', '/address', { token: OTHER_TOKEN })).toEqual({ status: 200, data: null });
  });

  it('answers 401 without a valid token', () => {
    expect(call('GET', '/address', { token: null }).status).toBe(401);
  });
});

describe('GET /orders (Meus pedidos)', () => {
  it('lists this shopper’s orders only, newest first, with the units ordered', () => {
    OTHER_TOKEN = otherShopper().token;
    const first = placed(pixOrder());
    const theirs = placed(pixOrder({ cartVersion: 0 }), undefined, { token: OTHER_TOKEN });
    const secondSubtotal = 2 * REGATA.actualPriceCents + VESTIDO.actualPriceCents;
    const second = placed(
      cardOrder(cardToken().token, {
        lines: [{ ...REGATA_M, quantity: 2 }, VESTIDO_M],
        expectedTotalCents: secondSubtotal + shippingCents('economica', secondSubtotal),
      }),
    );
    const { status, data } = call('GET', '/orders');
    expect(status).toBe(200);
    // Every delay is 0 here: paid at once; orderStep at 0 stands the clock still, at 'Pagamento aprovado'.
    const row = { status: 'paid', step: 'paid' };
    expect(data).toEqual([
      { ...row, id: second.id, createdAt: second.createdAt, totalCents: second.totalCents, itemCount: 3 },
      { ...row, id: first.id, createdAt: first.createdAt, totalCents: first.totalCents, itemCount: 1 },
    ]);
    expect((call('GET', '/orders', { token: OTHER_TOKEN }).data as OrderSummary[]).map((o) => o.id)).toEqual([
      theirs.id,
    ]);
  });

  it('is empty before the first order', () => {
    expect(call('GET', '/orders')).toEqual({ status: 200, data: [] });
  });

  it('answers 401 without a valid token', () => {
    expect(call('GET', '/orders', { token: null }).status).toBe(401);
  });
});

describe('GET /orders/:id', () => {
  it('answers the shopper’s own order', () => {
    const order = placed(cardOrder(cardToken().token));
    expect(call('GET', `/orders/${order.id}`)).toEqual({ status: 200, data: order });
  });

  it('answers 404 for an unknown order and for another shopper’s', () => {
    OTHER_TOKEN = otherShopper().token;
    const order = placed(pixOrder());
    const notFound = { status: 404, data: { message: 'Pedido não encontrado' } };
    expect(call('GET', `/orders/${order.id}`, { token: OTHER_TOKEN })).toEqual(notFound);
    expect(call('GET', `/orders/${order.id}/pix`, { token: OTHER_TOKEN })).toEqual(notFound);
    expect(call('GET', '/orders/999999')).toEqual(notFound);
    expect(call('GET', '/orders/%3Cscript%3E')).toEqual(notFound);
  });

  it('answers 401 without a valid token', () => {
    expect(call('GET', '/orders/100001', { token: null }).status).toBe(401);
    expect(call('GET', '/orders/100001/pix', { token: null }).status).toBe(401);
  });
});

describe('a PIX paid after the delay pixPaid, cancelled once expired (computed when read)', () => {
  const T0 = Date.parse('2026-03-10T12:00:00Z');
  const at = (ms: number) => jest.setSystemTime(T0 + ms);
  const pixOf = (order: Order) => call('GET', `/orders/${order.id}/pix`).data as { status: string; expiresAt: string };

  beforeEach(() => jest.useFakeTimers({ now: T0 }));

  it('awaits payment until pixPaid has passed, then is paid', () => {
    setLatencySettings({ pixPaid: 3000 });
    const order = placed(pixOrder());
    at(2999);
    expect(pixOf(order)).toEqual({ status: 'awaiting_payment', expiresAt: '2026-03-10T12:30:00.000Z' });
    expect((call('GET', `/orders/${order.id}`).data as Order).status).toBe('awaiting_payment');
    at(3000);
    expect(pixOf(order).status).toBe('paid');
    expect((call('GET', `/orders/${order.id}`).data as Order).status).toBe('paid');
    expect((call('GET', '/orders').data as OrderSummary[])[0]!.status).toBe('paid');
  });

  it('stays paid once seen paid, even if pixPaid is raised afterwards', () => {
    setLatencySettings({ pixPaid: 3000 });
    const order = placed(pixOrder());
    at(5000);
    expect(pixOf(order).status).toBe('paid');
    setLatencySettings({ pixPaid: 60_000 });
    expect(pixOf(order).status).toBe('paid');
  });

  it('takes this tab’s run-time pixPaid over the build’s', () => {
    setLatencySettings({ pixPaid: 60_000 });
    const order = placed(pixOrder());
    at(1000);
    const runtime = { latency: { pixPaid: 500 } };
    expect(call('GET', `/orders/${order.id}/pix`, { runtime }).data).toMatchObject({ status: 'paid' });
  });

  it('is paid at once when pixPaid is 0 (MOCK_LATENCY_MS=0)', () => {
    setLatencySettings({ pixPaid: 0 });
    expect(pixOf(placed(pixOrder())).status).toBe('paid');
  });

  it('is cancelled once its 30 minutes pass unpaid', () => {
    setLatencySettings({ pixPaid: 31 * 60_000 });
    const order = placed(pixOrder());
    at(30 * 60_000 - 1);
    expect(pixOf(order).status).toBe('awaiting_payment');
    at(30 * 60_000);
    expect(pixOf(order)).toEqual({ status: 'cancelled', expiresAt: '2026-03-10T12:30:00.000Z' });
    at(31 * 60_000);
    expect(pixOf(order).status).toBe('cancelled');
  });

  it('answers 422 for a card order', () => {
    const order = placed(cardOrder(cardToken().token));
    expect(call('GET', `/orders/${order.id}/pix`)).toEqual({
      status: 422,
      data: { message: 'Este pedido não foi pago com PIX.' },
    });
  });
});
