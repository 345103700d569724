import { AFTER_PURCHASE_REFUSAL } from './afterPurchaseRefusals';
import {
  refundSplit,
  applyStoreCredits,
  creditChangedText,
  creditToApply,
  paidByMethodCents,
  issueStoreCredit,
  isStoreCreditValid,
  spendableCents,
  spendStoreCredit,
  storeCreditText,
  STORE_CREDIT_POLICY,
  STORE_CREDIT_VALID_DAYS,
  totalSpendableCents,
} from './storeCredit';

// Issued at 23:30 on 2 December in São Paulo (3 December in UTC).
const ISSUED_AT = '2026-12-03T02:30:00Z';
const credit = issueStoreCredit('vt-1', 8550, ISSUED_AT);

describe('issueStoreCredit', () => {
  it('issues the whole amount to spend, valid 180 São Paulo days', () => {
    expect(STORE_CREDIT_VALID_DAYS).toBe(180);
    expect(credit).toEqual({
      id: 'vt-1',
      issuedCents: 8550,
      balanceCents: 8550,
      issuedOn: '2026-12-02',
      expiresOn: '2027-05-31',
    });
  });

  it('refuses an amount that is not a positive whole number of cents', () => {
    expect(() => issueStoreCredit('vt', 0, ISSUED_AT)).toThrow(RangeError);
    expect(() => issueStoreCredit('vt', 10.5, ISSUED_AT)).toThrow(RangeError);
  });
});

describe('validity', () => {
  it('lasts through the whole last day in São Paulo', () => {
    expect(isStoreCreditValid(credit, '2027-06-01T02:59:59Z')).toBe(true);
    expect(isStoreCreditValid(credit, '2027-06-01T03:00:00Z')).toBe(false);
    expect(spendableCents(credit, '2027-06-01T02:59:59Z')).toBe(8550);
    expect(spendableCents(credit, '2027-06-01T03:00:00Z')).toBe(0);
  });

  it('reads with its balance and expiry', () => {
    expect(storeCreditText(credit, ISSUED_AT)).toBe('Saldo de R$\u00a085,50, válido até 31/05/2027');
    expect(storeCreditText(credit, '2027-07-01T12:00:00Z')).toBe('Expirado em 31/05/2027');
  });
});

describe('applyStoreCredits', () => {
  const now = '2027-01-10T12:00:00Z';
  const later = issueStoreCredit('vt-2', 5000, '2027-01-05T12:00:00Z');

  it('covers part of a total, leaving the rest to the payment method', () => {
    expect(applyStoreCredits(20000, [credit], now)).toEqual({
      taken: [{ id: 'vt-1', cents: 8550 }],
      creditCents: 8550,
      dueCents: 11450,
      needsPayment: true,
    });
  });

  it('covers a whole total: the order needs no payment', () => {
    expect(applyStoreCredits(8000, [credit], now)).toEqual({
      taken: [{ id: 'vt-1', cents: 8000 }],
      creditCents: 8000,
      dueCents: 0,
      needsPayment: false,
    });
  });

  it('spends the credit that expires first first, and skips expired or empty ones', () => {
    expect(applyStoreCredits(10000, [later, credit], now).taken).toEqual([
      { id: 'vt-1', cents: 8550 },
      { id: 'vt-2', cents: 1450 },
    ]);
    const expiredNow = '2027-06-02T12:00:00Z';
    expect(applyStoreCredits(10000, [credit, later], expiredNow).taken).toEqual([{ id: 'vt-2', cents: 5000 }]);
    expect(applyStoreCredits(10000, [{ ...credit, balanceCents: 0 }], now)).toMatchObject({
      taken: [],
      dueCents: 10000,
    });
    expect(totalSpendableCents([credit, later], expiredNow)).toBe(5000);
  });

  it('leaves a zero total at zero', () => {
    expect(applyStoreCredits(0, [credit], now)).toEqual({
      taken: [],
      creditCents: 0,
      dueCents: 0,
      needsPayment: false,
    });
  });
});

describe('spendStoreCredit', () => {
  it('takes the cents off the balance', () => {
    expect(spendStoreCredit(credit, 8000, ISSUED_AT)).toEqual({ ok: true, credit: { ...credit, balanceCents: 550 } });
  });

  it('refuses more than the balance, an expired credit, or an amount that is not whole positive cents', () => {
    const refused = { ok: false, reason: AFTER_PURCHASE_REFUSAL.storeCreditUnavailable };
    expect(spendStoreCredit(credit, 8551, ISSUED_AT)).toEqual(refused);
    expect(spendStoreCredit(credit, 100, '2027-06-01T03:00:00Z')).toEqual(refused);
    expect(spendStoreCredit(credit, 0, ISSUED_AT)).toEqual(refused);
    expect(spendStoreCredit(credit, 1.5, ISSUED_AT)).toEqual(refused);
  });
});

describe('STORE_CREDIT_POLICY', () => {
  it('states the validity from the same constant', () => {
    expect(STORE_CREDIT_POLICY).toContain('vale por 180 dias');
  });
});

describe('creditToApply', () => {
  it('pays the total up to what can be spent, the rest left to the payment method', () => {
    expect(creditToApply(10000, 3000)).toEqual({ creditCents: 3000, dueCents: 7000, needsPayment: true });
    expect(creditToApply(10000, 10000)).toEqual({ creditCents: 10000, dueCents: 0, needsPayment: false });
    expect(creditToApply(10000, 25000)).toEqual({ creditCents: 10000, dueCents: 0, needsPayment: false });
    expect(creditToApply(10000, 0)).toEqual({ creditCents: 0, dueCents: 10000, needsPayment: true });
  });

  it('agrees with applyStoreCredits on the same credits', () => {
    const now = '2027-01-10T12:00:00Z';
    const credits = [issueStoreCredit('a', 2500, ISSUED_AT), issueStoreCredit('b', 1200, ISSUED_AT)];
    for (const total of [0, 1, 2500, 3700, 9999]) {
      const { taken: _taken, ...applied } = applyStoreCredits(total, credits, now);
      expect(creditToApply(total, totalSpendableCents(credits, now))).toEqual(applied);
    }
  });
});

describe('creditChangedText', () => {
  it('names the credit shown and what it pays now', () => {
    expect(creditChangedText(3000, 1000)).toMatch(/^O vale-troca aplicado passou de R\$\s30,00 para R\$\s10,00\.$/);
    expect(creditChangedText(3000, 0)).toMatch(/não pode mais pagar parte deste pedido \(era R\$\s30,00\)\.$/);
  });
});

describe('paidByMethodCents', () => {
  it('is the total less what the credit paid: all of it without credit, nothing when it paid it all', () => {
    expect(paidByMethodCents({ totalCents: 10531 })).toBe(10531);
    expect(paidByMethodCents({ totalCents: 10531, creditCents: 3000 })).toBe(7531);
    expect(paidByMethodCents({ totalCents: 10531, creditCents: 10531 })).toBe(0);
  });
});

describe('a return’s refund, split between the payment method and the vale-troca', () => {
  it('is all credit when taken as vale-troca', () => {
    expect(refundSplit(8550, true, 10_000)).toEqual({ moneyCents: 0, creditCents: 8550 });
  });

  it('gives back by the method what it charged and has not given back, the rest as credit', () => {
    expect(refundSplit(8550, false, 10_000)).toEqual({ moneyCents: 8550, creditCents: 0 });
    expect(refundSplit(8550, false, 5000)).toEqual({ moneyCents: 5000, creditCents: 3550 });
    // An order the vale-troca paid whole: nothing by PIX or card.
    expect(refundSplit(8550, false, 0)).toEqual({ moneyCents: 0, creditCents: 8550 });
  });

  it('refuses a figure that is not whole cents from 0 up', () => {
    for (const cents of [-1, 1.5, Number.NaN]) expect(() => refundSplit(cents, false, 0)).toThrow(RangeError);
  });
});
