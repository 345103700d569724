import { AFTER_PURCHASE_REFUSAL } from './afterPurchaseRefusals';
import {
  allowanceFor,
  cleanDefectDescription,
  deadlineText,
  defectDescriptionRefusal,
  DEFECT_DESCRIPTION_MAX,
  exchangeRefusal,
  isReturnKind,
  isWindowOpen,
  lineAllowances,
  returnLastDay,
  RETURN_KINDS,
  windowClosedText,
} from './returnWindows';

// Delivered at 23:30 on 2 December in São Paulo, already 3 December in UTC.
const DELIVERED = '2026-12-03T02:30:00Z';
const LINE = { quantity: 2, unitsTaken: 0, exchanges: 0 };

describe('the windows', () => {
  it('are 7, 30 and 90 days', () => {
    expect(RETURN_KINDS.map((kind) => [kind.id, kind.days])).toEqual([
      ['withdrawal', 7],
      ['exchange', 30],
      ['defect', 90],
    ]);
    expect(isReturnKind('defect')).toBe(true);
    expect(isReturnKind('refund')).toBe(false);
  });

  it('end on the São Paulo delivery date plus their days, not the UTC one', () => {
    expect(returnLastDay(DELIVERED, 'withdrawal')).toBe('2026-12-09');
    expect(returnLastDay(DELIVERED, 'exchange')).toBe('2027-01-01');
    expect(returnLastDay(DELIVERED, 'defect')).toBe('2027-03-02');
  });

  it('are open from the delivery itself (the first valid day)', () => {
    expect(isWindowOpen(DELIVERED, 'withdrawal', '2026-12-03T02:31:00Z')).toBe(true);
  });

  it('are open through the whole last day in São Paulo, and closed at its midnight', () => {
    // The 7-day window: 23:59:59 on 9 December in São Paulo is open; midnight of the 10th is not,
    // though it is still 10 December 03:00 in UTC (a UTC count would wrongly keep it open all day).
    expect(isWindowOpen(DELIVERED, 'withdrawal', '2026-12-10T02:59:59Z')).toBe(true);
    expect(isWindowOpen(DELIVERED, 'withdrawal', '2026-12-10T03:00:00Z')).toBe(false);
    expect(isWindowOpen(DELIVERED, 'exchange', '2027-01-02T02:59:59Z')).toBe(true);
    expect(isWindowOpen(DELIVERED, 'exchange', '2027-01-02T03:00:00Z')).toBe(false);
    expect(isWindowOpen(DELIVERED, 'defect', '2027-03-03T02:59:59Z')).toBe(true);
    expect(isWindowOpen(DELIVERED, 'defect', '2027-03-03T03:00:00Z')).toBe(false);
  });

  it('count from the delivery’s São Paulo date even when delivered just after midnight there', () => {
    // 00:10 on 3 December in São Paulo.
    expect(returnLastDay('2026-12-03T03:10:00Z', 'withdrawal')).toBe('2026-12-10');
  });

  it('read as the page shows them', () => {
    expect(deadlineText('withdrawal', '2026-12-09')).toBe('Você pode desistir até 09/12');
    expect(deadlineText('exchange', '2027-01-01')).toBe('Você pode trocar até 01/01');
    expect(deadlineText('defect', '2027-03-02')).toBe('Você pode relatar um defeito até 02/03');
    expect(windowClosedText('withdrawal', '2026-12-09')).toBe('O prazo para desistir terminou em 09/12.');
  });
});

describe('lineAllowances', () => {
  it('opens every kind on the last day of the withdrawal window, with its deadline', () => {
    const allowances = lineAllowances(DELIVERED, '2026-12-10T02:59:59Z', LINE);
    expect(allowances).toEqual([
      {
        kind: 'withdrawal',
        open: true,
        lastDay: '2026-12-09',
        text: 'Você pode desistir até 09/12',
        units: 2,
        free: true,
      },
      { kind: 'exchange', open: true, lastDay: '2027-01-01', text: 'Você pode trocar até 01/01', units: 2, free: true },
      {
        kind: 'defect',
        open: true,
        lastDay: '2027-03-02',
        text: 'Você pode relatar um defeito até 02/03',
        units: 2,
        free: true,
      },
    ]);
  });

  it('closes the withdrawal the next day, saying when it ended', () => {
    const allowances = lineAllowances(DELIVERED, '2026-12-10T03:00:00Z', LINE);
    expect(allowanceFor(allowances, 'withdrawal')).toEqual({
      kind: 'withdrawal',
      open: false,
      lastDay: '2026-12-09',
      reason: 'O prazo para desistir terminou em 09/12.',
    });
    expect(allowanceFor(allowances, 'exchange').open).toBe(true);
  });

  it('leaves only the defect claim after 30 days', () => {
    const allowances = lineAllowances(DELIVERED, '2027-01-20T15:00:00Z', LINE);
    expect(allowances.map((allowance) => allowance.open)).toEqual([false, false, true]);
  });

  it('offers the units not yet taken, and closes a line whose every unit is taken', () => {
    expect(allowanceFor(lineAllowances(DELIVERED, DELIVERED, { ...LINE, unitsTaken: 1 }), 'withdrawal')).toMatchObject({
      open: true,
      units: 1,
    });
    for (const allowance of lineAllowances(DELIVERED, DELIVERED, { ...LINE, unitsTaken: 2 })) {
      expect(allowance).toMatchObject({ open: false, reason: AFTER_PURCHASE_REFUSAL.lineAlreadyReturned });
    }
  });

  it('makes only a line’s first exchange free', () => {
    const second = lineAllowances(DELIVERED, DELIVERED, { ...LINE, exchanges: 1 });
    expect(allowanceFor(second, 'exchange')).toMatchObject({ open: true, free: false });
    expect(allowanceFor(second, 'withdrawal')).toMatchObject({ open: true, free: true });
  });

  it('closes everything before delivery', () => {
    for (const allowance of lineAllowances(null, DELIVERED, LINE)) {
      expect(allowance).toMatchObject({ open: false, lastDay: null, reason: AFTER_PURCHASE_REFUSAL.orderNotDelivered });
    }
  });
});

describe('exchangeRefusal', () => {
  const bought = { productId: 'vestido-midi', sku: 'vestido-midi-verde-m', unitCents: 19990 };

  it('allows another size or colour of the same product at the same price, in stock', () => {
    expect(exchangeRefusal(bought, { ...bought, sku: 'vestido-midi-verde-g' }, 3)).toBeNull();
  });

  it('refuses another product, another price or the same SKU', () => {
    const refusal = AFTER_PURCHASE_REFUSAL.exchangeNotSameProduct;
    expect(exchangeRefusal(bought, { productId: 'saia', sku: 'saia-p', unitCents: 19990 }, 3)).toBe(refusal);
    expect(exchangeRefusal(bought, { ...bought, sku: 'vestido-midi-verde-g', unitCents: 20990 }, 3)).toBe(refusal);
    expect(exchangeRefusal(bought, bought, 3)).toBe(refusal);
  });

  it('refuses a size out of stock', () => {
    expect(exchangeRefusal(bought, { ...bought, sku: 'vestido-midi-verde-g' }, 0)).toBe(
      AFTER_PURCHASE_REFUSAL.sizeOutOfStock,
    );
  });
});

describe('the defect description', () => {
  it('is required', () => {
    expect(defectDescriptionRefusal('   ')).toBe(AFTER_PURCHASE_REFUSAL.defectDescriptionRequired);
    expect(defectDescriptionRefusal('A costura abriu na lateral.')).toBeNull();
  });

  it('is kept trimmed and cut at its maximum', () => {
    expect(cleanDefectDescription('  Zíper quebrado. ')).toBe('Zíper quebrado.');
    expect(cleanDefectDescription('a'.repeat(DEFECT_DESCRIPTION_MAX + 5))).toHaveLength(DEFECT_DESCRIPTION_MAX);
  });
});
