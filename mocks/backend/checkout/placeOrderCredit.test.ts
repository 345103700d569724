import type { RepricedOrder, StoreCredits } from '../../../src/api/types';
import { creditChangedText } from '../../../src/rules/storeCredit';
import { amountText } from './brCode';
import { storedCardTokens } from './cardTokens';
import { storedOrders } from './orderStore';
import { creditsOf, creditSpentOn, issueCredit } from '../credits';
import {
  call,
  CARD_TOTAL,
  cardOrder,
  cardToken,
  DEMO_USER,
  newKey,
  otherShopper,
  PIX_TOTAL,
  pixOrder,
  place,
  placed,
} from '../../testFixtures';

// POST /orders with a vale-troca: the server works the credit out again, spends it with the
// order, and an order it pays whole needs no PIX and no card.

const grant = (cents: number, userId: string = DEMO_USER.id) => issueCredit(userId, cents, { kind: 'dev' }, Date.now());
const balance = (userId: string = DEMO_USER.id) =>
  creditsOf(userId).reduce((sum, credit) => sum + credit.balanceCents, 0);

describe('an order paid in part with a vale-troca', () => {
  it('takes the credit after every discount, shipping included; PIX charges the rest', () => {
    grant(3000);
    const order = placed(pixOrder({ creditCents: 3000 }));
    expect(order).toMatchObject({ totalCents: PIX_TOTAL, creditCents: 3000 });
    expect(order.payment).toMatchObject({ method: 'pix' });
    // The BR Code charges what is left, not the total.
    const amount = amountText(PIX_TOTAL - 3000);
    expect(order.payment.method === 'pix' && order.payment.code).toContain(
      `54${String(amount.length).padStart(2, '0')}${amount}`,
    );
    expect(balance()).toBe(0);
    expect(creditSpentOn(order.id)).toBe(3000);
  });

  it('splits only what is left into the card’s parcels', () => {
    grant(1000);
    const { token } = cardToken();
    const order = placed(cardOrder(token, { creditCents: 1000 }));
    expect(order.payment).toMatchObject({ method: 'card', installments: 3 });
    const parcels = order.payment.method === 'card' ? order.payment.parcelsCents : [];
    expect(parcels.reduce((a, b) => a + b, 0)).toBe(CARD_TOTAL - 1000);
    expect(order.creditCents).toBe(1000);
  });

  it('uses no credit when the review used none (creditCents absent or 0)', () => {
    grant(1000);
    const order = placed(pixOrder());
    expect(order).not.toHaveProperty('creditCents');
    expect(balance()).toBe(1000);
  });

  it('refuses a credit figure that is not whole cents from 0 up', () => {
    for (const creditCents of [-1, 1.5, '100']) {
      expect(place({ ...pixOrder(), creditCents }).status).toBe(400);
    }
    expect(storedOrders()).toEqual([]);
  });
});

describe('a credit the review showed, no longer what the credits pay', () => {
  it('is a 409 naming the change, spending and placing nothing; the answer carries what they pay now', () => {
    grant(1000);
    const answer = place(pixOrder({ creditCents: 3000 }));
    expect(answer.status).toBe(409);
    expect(answer.data as RepricedOrder).toMatchObject({
      totalCents: PIX_TOTAL,
      creditCents: 1000,
      changes: [creditChangedText(3000, 1000)],
    });
    expect(storedOrders()).toEqual([]);
    expect(balance()).toBe(1000);
  });

  it('is a 409 when another shopper’s figure is sent: the browser never spends what is not the shopper’s', () => {
    const joana = otherShopper();
    grant(5000, joana.user.id);
    const answer = place(pixOrder({ creditCents: 5000 }));
    expect(answer.status).toBe(409);
    expect((answer.data as RepricedOrder).changes).toEqual([creditChangedText(5000, 0)]);
    expect(creditChangedText(5000, 0)).toMatch(
      /^Seu vale-troca não pode mais pagar parte deste pedido \(era R\$\s50,00\)\.$/,
    );
    expect(balance(joana.user.id)).toBe(5000);
  });
});

describe('an order the vale-troca pays whole', () => {
  it('needs no PIX: paid at once, no code, nothing left to pay', () => {
    grant(PIX_TOTAL + 500);
    const order = placed(pixOrder({ creditCents: PIX_TOTAL }));
    expect(order).toMatchObject({ status: 'paid', creditCents: PIX_TOTAL, payment: { method: 'storeCredit' } });
    expect(balance()).toBe(500);
    expect(call('GET', `/orders/${order.id}`).data).toMatchObject({
      status: 'paid',
      payment: { method: 'storeCredit' },
    });
  });

  it('needs no card: the token is not charged, and pays a later order', () => {
    grant(CARD_TOTAL);
    const { token } = cardToken();
    const order = placed(cardOrder(token, { creditCents: CARD_TOTAL }));
    expect(order).toMatchObject({ status: 'paid', payment: { method: 'storeCredit' } });
    expect(storedCardTokens().find((t) => t.token === token)).not.toHaveProperty('used', true);
    expect(balance()).toBe(0);
  });

  it('is one order and one spend when retried with its key', () => {
    grant(PIX_TOTAL);
    const key = newKey();
    const body = pixOrder({ creditCents: PIX_TOTAL });
    const first = placed(body, key);
    const again = place(body, key);
    expect(again).toMatchObject({ status: 201, data: { id: first.id } });
    expect(storedOrders()).toHaveLength(1);
    expect(creditSpentOn(first.id)).toBe(PIX_TOTAL);
    expect(balance()).toBe(0);
  });
});

describe('GET /account/credits', () => {
  it('answers the shopper’s balance valid now and each credit, newest first, without owner or spends', () => {
    const first = grant(2000);
    const second = issueCredit(DEMO_USER.id, 700, { kind: 'return', orderId: '100001', requestId: 'r9' }, Date.now());
    grant(900, otherShopper().user.id);
    placed(pixOrder({ creditCents: 2700 })); // less than the order's total: both credits spent
    const { status, data } = call('GET', '/account/credits');
    expect(status).toBe(200);
    const answer = data as StoreCredits;
    expect(answer.balanceCents).toBe(0);
    expect(answer.credits.map((c) => c.id)).toEqual([second.id, first.id]);
    expect(answer.credits[0]).toEqual({
      id: second.id,
      issuedCents: 700,
      balanceCents: 0,
      issuedOn: second.issuedOn,
      expiresOn: second.expiresOn,
      source: { kind: 'return', orderId: '100001', requestId: 'r9' },
    });
  });

  it('answers 401 without a session', () => {
    expect(call('GET', '/account/credits', { token: null }).status).toBe(401);
  });
});
