import { AFTER_PURCHASE_REFUSAL } from './afterPurchaseRefusals';
import {
  canMovePixRefund,
  cardReversal,
  cardReversalText,
  MONEY_BACK_POLICY,
  parcelsBilledAt,
  pixRefundLastDay,
  pixRefundPossible,
  pixRefundStateLabel,
  pixRefundText,
  refundRoutes,
} from './moneyBack';

describe('a PIX devolução', () => {
  it('moves from em processamento to devolvido or não realizado, and no further', () => {
    expect(canMovePixRefund('processing', 'refunded')).toBe(true);
    expect(canMovePixRefund('processing', 'failed')).toBe(true);
    expect(canMovePixRefund('processing', 'processing')).toBe(false);
    expect(canMovePixRefund('refunded', 'failed')).toBe(false);
    expect(canMovePixRefund('failed', 'refunded')).toBe(false);
    expect(pixRefundStateLabel('failed')).toBe('Não realizado');
  });

  it('is possible until 90 days after the payment, by São Paulo date', () => {
    // Paid at 23:30 on 2 December in São Paulo (the 3rd in UTC): the last day is 2 March.
    const paidAt = '2026-12-03T02:30:00Z';
    expect(pixRefundLastDay(paidAt)).toBe('2027-03-02');
    expect(pixRefundPossible(paidAt, '2027-03-03T02:59:00Z')).toBe(true); // 23:59 on 2 March there
    expect(pixRefundPossible(paidAt, '2027-03-03T03:00:00Z')).toBe(false);
  });

  it('reads with its amount and state', () => {
    expect(pixRefundText(8550, 'processing')).toBe('Devolução de R$\u00a085,50 por PIX: em processamento.');
    expect(pixRefundText(8550, 'refunded')).toBe('Devolução de R$\u00a085,50 por PIX: devolvido.');
  });
});

describe('refundRoutes', () => {
  const paidAt = '2026-12-02T15:00:00Z';

  it('offers the card, or a vale-troca, for a card payment at any time', () => {
    expect(refundRoutes('card', paidAt, '2027-06-01T12:00:00Z')).toEqual({ routes: ['card', 'storeCredit'] });
  });

  it('offers a PIX devolução within its 90 days, and only a vale-troca after, saying why', () => {
    expect(refundRoutes('pix', paidAt, '2027-03-02T12:00:00Z')).toEqual({ routes: ['pix', 'storeCredit'] });
    expect(refundRoutes('pix', paidAt, '2027-03-03T12:00:00Z')).toEqual({
      routes: ['storeCredit'],
      refusal: AFTER_PURCHASE_REFUSAL.pixRefundWindowClosed,
    });
  });
});

describe('a card estorno', () => {
  it('reverses the whole charge and cancels the parcels not yet billed', () => {
    const reversal = cardReversal([10000, 10000, 10000], 1);
    expect(reversal).toEqual({
      amountCents: 30000,
      reversedParcelsCents: [10000],
      cancelledParcelsCents: [10000, 10000],
    });
    expect(cardReversalText(reversal)).toBe('Estorno de R$\u00a0300,00 no cartão; 2 parcelas futuras canceladas.');
    expect(cardReversalText(cardReversal([20000, 10000], 1))).toBe(
      'Estorno de R$\u00a0300,00 no cartão; 1 parcela futura cancelada.',
    );
    expect(cardReversalText(cardReversal([30000], 1))).toBe('Estorno de R$\u00a0300,00 no cartão.');
  });

  it('refuses a count of billed parcels the order cannot have', () => {
    expect(() => cardReversal([10000, 10000], 3)).toThrow(RangeError);
    expect(() => cardReversal([10000, 10000], -1)).toThrow(RangeError);
  });
});

describe('MONEY_BACK_POLICY', () => {
  it('states the PIX window from the same constant', () => {
    expect(MONEY_BACK_POLICY).toContain('em até 90 dias após o pagamento');
  });
});

describe('a card’s parcels billed', () => {
  it('bills the first parcel 30 days after the payment, one more every 30 days, never more than there are', () => {
    // Paid at 23:30 on 2 December in São Paulo (the 3rd in UTC).
    const paidAt = '2026-12-03T02:30:00Z';
    expect(parcelsBilledAt(paidAt, '2026-12-03T03:00:00Z', 3)).toBe(0);
    expect(parcelsBilledAt(paidAt, '2027-01-01T02:59:00Z', 3)).toBe(0); // 23:59 on 31 December there: day 29
    expect(parcelsBilledAt(paidAt, '2027-01-01T03:00:00Z', 3)).toBe(1); // midnight on 1 January there: day 30
    expect(parcelsBilledAt(paidAt, '2027-01-31T12:00:00Z', 3)).toBe(2);
    expect(parcelsBilledAt(paidAt, '2028-01-01T12:00:00Z', 3)).toBe(3);
    expect(parcelsBilledAt(paidAt, '2026-11-01T12:00:00Z', 3)).toBe(0);
  });
});
