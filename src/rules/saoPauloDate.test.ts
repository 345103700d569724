import {
  addDays,
  dayMonthText,
  daysBetween,
  fullDateText,
  isOnOrBefore,
  saoPauloDate,
  saoPauloDateTimeText,
} from './saoPauloDate';

describe('saoPauloDate', () => {
  it('tells the São Paulo date, not the UTC one', () => {
    // 23:30 on the 2nd in São Paulo (UTC−3) is already the 3rd in UTC.
    expect(saoPauloDate('2026-12-03T02:30:00Z')).toBe('2026-12-02');
    expect(saoPauloDate('2026-12-03T03:00:00Z')).toBe('2026-12-03');
    expect(saoPauloDate(new Date('2026-01-01T02:59:59Z'))).toBe('2025-12-31');
  });

  it('refuses what is not an instant', () => {
    expect(() => saoPauloDate('ontem')).toThrow(RangeError);
  });
});

describe('calendar arithmetic', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-12-02', 7)).toBe('2026-12-09');
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-09', -7)).toBe('2026-12-02');
  });

  it('counts days between dates', () => {
    expect(daysBetween('2026-12-02', '2026-12-09')).toBe(7);
    expect(daysBetween('2026-12-09', '2026-12-02')).toBe(-7);
    expect(daysBetween('2026-12-31', '2027-03-01')).toBe(60);
  });

  it('refuses what is not a calendar date', () => {
    expect(() => addDays('02/12/2026', 1)).toThrow(RangeError);
  });
});

describe('isOnOrBefore', () => {
  it('counts the last day whole, in São Paulo time', () => {
    expect(isOnOrBefore('2026-12-10T02:59:59Z', '2026-12-09')).toBe(true); // 23:59:59 on the 9th there
    expect(isOnOrBefore('2026-12-10T03:00:00Z', '2026-12-09')).toBe(false); // midnight of the 10th there
  });
});

describe('texts', () => {
  it('tells dates and times as shoppers read them', () => {
    expect(dayMonthText('2026-12-09')).toBe('09/12');
    expect(fullDateText('2026-12-09')).toBe('09/12/2026');
    expect(saoPauloDateTimeText('2026-12-03T02:30:00Z')).toBe('02/12/2026 às 23:30');
    expect(saoPauloDateTimeText('2026-12-03T03:05:00Z')).toBe('03/12/2026 às 00:05');
  });
});
