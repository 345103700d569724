import { applyStoreCredits, STORE_CREDIT_VALID_DAYS } from '../../src/rules/storeCredit';
import {
  anonymiseCreditsOf,
  creditFor,
  creditForReturn,
  creditsOf,
  creditsSection,
  creditSpentOn,
  giveBackCredit,
  issueCredit,
  publicCredit,
  spendCredits,
} from './credits';
import { SERVER_KEY_PREFIX, transaction } from './store';

// The vale-troca ledger in the page's engine (localStorage), as the in-page backend keeps it.

/** Noon in São Paulo (15:00 UTC) on a date. */
const noon = (date: string) => new Date(`${date}T15:00:00.000Z`).getTime();
const ISSUED = noon('2026-03-02');
const RETURN = { kind: 'return', orderId: '100001', requestId: 'r1' } as const;

describe('issuing a vale-troca', () => {
  it('keeps its shopper, amount, source and São Paulo dates, valid 180 days, its whole amount to spend', () => {
    const credit = issueCredit('1', 8550, RETURN, ISSUED);
    expect(credit).toMatchObject({
      userId: '1',
      issuedCents: 8550,
      balanceCents: 8550,
      issuedOn: '2026-03-02',
      expiresOn: '2026-08-29',
      source: RETURN,
      spends: [],
    });
    expect(STORE_CREDIT_VALID_DAYS).toBe(180);
    expect(creditsOf('1')).toEqual([credit]);
    expect(creditsOf('2')).toEqual([]);
    expect(creditForReturn('r1')).toEqual(credit);
    expect(creditForReturn('r2')).toBeNull();
  });

  it('takes the São Paulo date: 01:30 UTC on 3 March is still 2 March there', () => {
    const credit = issueCredit('1', 100, { kind: 'dev' }, new Date('2026-03-03T01:30:00.000Z'));
    expect(credit.issuedOn).toBe('2026-03-02');
  });

  it('refuses an amount that is not whole cents above 0, or no shopper, keeping nothing', () => {
    for (const cents of [0, -1, 10.5, Number.NaN]) {
      expect(() => issueCredit('1', cents, { kind: 'dev' }, ISSUED)).toThrow(RangeError);
    }
    expect(() => issueCredit('', 100, { kind: 'dev' }, ISSUED)).toThrow(RangeError);
    expect(creditsOf('1')).toEqual([]);
  });

  it('never issues an id twice', () => {
    const ids = [1, 2, 3].map(() => issueCredit('1', 100, { kind: 'dev' }, ISSUED).id);
    expect(new Set(ids).size).toBe(3);
  });

  it('is issued with the request that issues it, or not at all (inside its transaction)', async () => {
    await expect(
      transaction(() => {
        issueCredit('1', 5000, RETURN, ISSUED);
        throw new Error('the return failed after issuing');
      }),
    ).rejects.toThrow('the return failed');
    expect(creditsOf('1')).toEqual([]);
    await transaction(() => issueCredit('1', 5000, RETURN, ISSUED));
    expect(creditsOf('1')).toHaveLength(1);
  });

  it('drops a junk row or one spent beyond what it was issued for, never serving it', () => {
    const good = issueCredit('1', 1000, { kind: 'dev' }, ISSUED);
    const key = `${SERVER_KEY_PREFIX}store-credits`;
    const stored = JSON.parse(localStorage.getItem(key)!) as Record<string, unknown>;
    stored.x = { ...good, id: 'x', spends: [{ orderId: '1', cents: 2000, at: '2026-03-03T00:00:00.000Z' }] };
    stored.y = { id: 'y', userId: '1' };
    localStorage.setItem(key, JSON.stringify(stored));
    expect(creditsOf('1').map((c) => c.id)).toEqual([good.id]);
  });
});

describe('expiry, in São Paulo time', () => {
  it('can be spent all of its last day, and not a minute after it ends there', () => {
    const credit = issueCredit('1', 1000, { kind: 'dev' }, ISSUED);
    expect(credit.expiresOn).toBe('2026-08-29');
    // 23:59 on 29 August in São Paulo is 02:59 UTC on the 30th.
    expect(creditFor('1', 500, new Date('2026-08-30T02:59:00.000Z')).creditCents).toBe(500);
    expect(creditFor('1', 500, new Date('2026-08-30T03:00:00.000Z')).creditCents).toBe(0);
    expect(() =>
      spendCredits(
        '1',
        '100009',
        { taken: [{ id: credit.id, cents: 500 }], creditCents: 500, dueCents: 0, needsPayment: false },
        new Date('2026-08-30T03:00:00.000Z'),
      ),
    ).toThrow(/cannot give/);
  });
});

describe('spending', () => {
  it('spends the soonest-expiring credit first, then the next, leaving the rest for the payment method', () => {
    const later = issueCredit('1', 3000, { kind: 'dev' }, noon('2026-04-01'));
    const sooner = issueCredit('1', 2000, RETURN, ISSUED);
    const now = noon('2026-04-02');
    const application = creditFor('1', 4500, now);
    expect(application).toEqual({
      taken: [
        { id: sooner.id, cents: 2000 },
        { id: later.id, cents: 2500 },
      ],
      creditCents: 4500,
      dueCents: 0,
      needsPayment: false,
    });
    spendCredits('1', '100002', application, now);
    const [a, b] = creditsOf('1');
    expect(a).toMatchObject({ id: later.id, balanceCents: 500 });
    expect(b).toMatchObject({ id: sooner.id, balanceCents: 0 });
    expect(creditSpentOn('100002')).toBe(4500);
    expect(creditFor('1', 9000, now)).toMatchObject({ creditCents: 500, dueCents: 8500, needsPayment: true });
  });

  it('refuses to spend another shopper’s credit or more than is left, keeping nothing of the order', async () => {
    const credit = issueCredit('1', 1000, { kind: 'dev' }, ISSUED);
    const now = noon('2026-03-05');
    const tooMuch = { taken: [{ id: credit.id, cents: 1001 }], creditCents: 1001, dueCents: 0, needsPayment: false };
    await expect(transaction(() => spendCredits('1', '100003', tooMuch, now))).rejects.toThrow(/cannot give/);
    const whole = applyStoreCredits(1000, creditsOf('1'), now);
    await expect(transaction(() => spendCredits('2', '100003', whole, now))).rejects.toThrow(/not the shopper/);
    expect(creditsOf('1')[0]).toMatchObject({ balanceCents: 1000, spends: [] });
  });

  it('spent twice from the same reading (two devices), the second spend finds no balance and keeps nothing', async () => {
    issueCredit('1', 1000, { kind: 'dev' }, ISSUED);
    const now = noon('2026-03-05');
    const read = creditFor('1', 800, now); // both devices' reviews read the same balance
    await transaction(() => spendCredits('1', '100004', read, now));
    await expect(transaction(() => spendCredits('1', '100005', read, now))).rejects.toThrow(/cannot give/);
    expect(creditsOf('1')[0]).toMatchObject({ balanceCents: 200 });
    expect(creditSpentOn('100005')).toBe(0);
  });
});

describe('giving back a cancelled order’s credit', () => {
  it('returns its cents to the credit it came from, once', () => {
    const credit = issueCredit('1', 1000, { kind: 'dev' }, ISSUED);
    const now = noon('2026-03-05');
    spendCredits('1', '100006', creditFor('1', 700, now), now);
    expect(giveBackCredit('100006', now)).toBe(700);
    expect(giveBackCredit('100006', now)).toBe(0);
    expect(giveBackCredit('100099', now)).toBe(0);
    expect(creditsOf('1')).toEqual([
      expect.objectContaining({ id: credit.id, balanceCents: 1000, expiresOn: '2026-08-29' }),
    ]);
    expect(creditSpentOn('100006')).toBe(0);
  });

  it('issues a new credit, valid from now, when the one it came from has expired meanwhile', () => {
    const credit = issueCredit('1', 1000, { kind: 'dev' }, ISSUED);
    spendCredits('1', '100007', creditFor('1', 400, noon('2026-08-29')), noon('2026-08-29'));
    const now = noon('2026-09-01');
    expect(giveBackCredit('100007', now)).toBe(400);
    const [old, renewed] = creditsOf('1');
    expect(old).toMatchObject({ id: credit.id, balanceCents: 600 });
    expect(renewed).toMatchObject({
      issuedCents: 400,
      balanceCents: 400,
      issuedOn: '2026-09-01',
      source: { kind: 'cancellation', orderId: '100007' },
    });
    expect(creditFor('1', 1000, now).creditCents).toBe(400);
    expect(giveBackCredit('100007', now)).toBe(0);
  });
});

describe('the shopper’s data', () => {
  it('exports each credit with its spends, without its owner; the shopper sees no owner either', () => {
    const credit = issueCredit('1', 1000, RETURN, ISSUED);
    spendCredits('1', '100008', creditFor('1', 300, ISSUED), ISSUED);
    const [exported] = creditsSection('1');
    expect(exported).toMatchObject({ id: credit.id, issuedCents: 1000, balanceCents: 700, source: RETURN });
    expect(exported!.spends).toEqual([{ orderId: '100008', cents: 300, at: new Date(ISSUED).toISOString() }]);
    expect(exported).not.toHaveProperty('userId');
    expect(publicCredit(creditsOf('1')[0]!)).not.toHaveProperty('userId');
    expect(creditsSection('2')).toEqual([]);
  });

  it('keeps the credits anonymised when the account is deleted: no one finds or spends them', () => {
    issueCredit('1', 1000, RETURN, ISSUED);
    issueCredit('2', 500, { kind: 'dev' }, ISSUED);
    anonymiseCreditsOf('1');
    expect(creditsOf('1')).toEqual([]);
    expect(creditsOf('')).toEqual([]);
    expect(creditsOf('2')).toHaveLength(1);
    const rows = Object.values(JSON.parse(localStorage.getItem(`${SERVER_KEY_PREFIX}store-credits`)!) as object);
    expect(rows).toEqual(
      expect.arrayContaining([expect.objectContaining({ userId: '', issuedCents: 1000, source: RETURN })]),
    );
  });
});
