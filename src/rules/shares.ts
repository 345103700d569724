/**
 * Spreads an amount of cents over an order's lines in proportion to what each line
 * costs, in whole cents that add up exactly to the amount. Each line gets the floor
 * of its proportional part; the cents left over go to the largest line (the first
 * of equals), up to what it costs, so a discount or refund never loses or invents a cent and a small
 * line is never charged a rounding it could not carry.
 *
 * Used wherever an order-wide figure (a coupon, the PIX discount) must be told per
 * line: what a line's refund gives back is its price less its shares.
 */
export function spreadCents(amountCents: number, lineCents: readonly number[]): number[] {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) {
    throw new RangeError(`cannot spread ${amountCents} cents`);
  }
  if (lineCents.some((cents) => !Number.isSafeInteger(cents) || cents < 0)) {
    throw new RangeError(`cannot spread over lines of ${lineCents.join(', ')} cents`);
  }
  const total = lineCents.reduce((sum, cents) => sum + cents, 0);
  if (lineCents.length === 0 || total === 0) {
    if (amountCents === 0) return lineCents.map(() => 0);
    throw new RangeError(`cannot spread ${amountCents} cents over lines that cost nothing`);
  }
  // BigInt keeps amount × line exact however large the order.
  const shares = lineCents.map((cents) => Number((BigInt(amountCents) * BigInt(cents)) / BigInt(total)));
  let left = amountCents - shares.reduce((sum, cents) => sum + cents, 0);
  // Largest line first; a line never takes more than it costs, so an amount near the whole
  // order's passes what the largest line cannot carry to the next largest.
  const bySize = lineCents.map((cents, i) => ({ cents, i })).sort((a, b) => b.cents - a.cents || a.i - b.i);
  for (const { cents, i } of bySize) {
    const taken = Math.min(left, cents - shares[i]!);
    shares[i]! += taken;
    left -= taken;
  }
  return shares;
}
