/**
 * How many one-letter edits turn `a` into `b`: a letter wrong, missing, extra, or two
 * neighbours swapped (the optimal string alignment form of the Damerau–Levenshtein distance).
 * It stops as soon as the answer exceeds `max`, and then answers `max + 1`: a search asks
 * "within two?" of thousands of words, and most are far off after a letter or two.
 * Letters are UTF-16 units: fold accents away first (foldForSearch) to count 'ç' as 'c'.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  // Three rows of the table: the one before the previous (for swaps), the previous, this one.
  let older: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let row: number[] = [];
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let least = i;
    for (let j = 1; j <= b.length; j++) {
      const same = a[i - 1] === b[j - 1];
      let cost = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (same ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) cost = Math.min(cost, older[j - 2]! + 1);
      row[j] = cost;
      least = Math.min(least, cost);
    }
    // Every way on goes through this row, and no edit makes a way shorter.
    if (least > max) return max + 1;
    [older, previous, row] = [previous, row, older];
  }
  return Math.min(previous[b.length]!, max + 1);
}
