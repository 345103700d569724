import { spreadCents } from './shares';

describe('spreadCents', () => {
  it('spreads in proportion, the remainder to the largest line', () => {
    expect(spreadCents(1000, [10000, 5000, 5000])).toEqual([500, 250, 250]);
    expect(spreadCents(100, [3333, 3333, 3334])).toEqual([33, 33, 34]);
    expect(spreadCents(10, [100, 300, 200])).toEqual([1, 6, 3]);
  });

  it('never gives a line more than it costs, even for an amount just under the whole', () => {
    expect(spreadCents(399, [100, 100, 100, 100])).toEqual([100, 100, 100, 99]);
    expect(spreadCents(4, [1, 1, 1, 2])).toEqual([1, 1, 0, 2]);
  });

  it('gives the first of equal largest lines the cents left over', () => {
    expect(spreadCents(1, [500, 500])).toEqual([1, 0]);
  });

  it('spreads nothing over lines that cost nothing, and refuses to spread something there', () => {
    expect(spreadCents(0, [])).toEqual([]);
    expect(spreadCents(0, [0, 0])).toEqual([0, 0]);
    expect(() => spreadCents(5, [0, 0])).toThrow(RangeError);
    expect(() => spreadCents(-1, [100])).toThrow(RangeError);
    expect(() => spreadCents(1.5, [100])).toThrow(RangeError);
    expect(() => spreadCents(1, [-100, 200])).toThrow(RangeError);
  });

  it('adds up exactly, and never gives a line more than it costs, over many random orders', () => {
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % below;
    };
    for (let run = 0; run < 5000; run++) {
      const lines = Array.from({ length: 1 + random(8) }, () => 1 + random(100_000));
      const total = lines.reduce((sum, cents) => sum + cents, 0);
      const amount = run % 10 === 0 ? total - random(lines.length + 1) : random(total + 1);
      const shares = spreadCents(amount, lines);
      expect(shares.reduce((sum, cents) => sum + cents, 0)).toBe(amount);
      shares.forEach((share, i) => {
        expect(Number.isInteger(share)).toBe(true);
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(lines[i]!);
      });
    }
  });
});
