import { editDistance } from './editDistance';
import { foldForSearch } from './text';

describe('editDistance (optimal string alignment, up to a limit)', () => {
  it('is 0 for the same word', () => {
    expect(editDistance('vestido', 'vestido', 2)).toBe(0);
    expect(editDistance('', '', 2)).toBe(0);
  });

  it('counts one edit for a letter wrong, missing, extra or two neighbours swapped', () => {
    expect(editDistance('vestudo', 'vestido', 2)).toBe(1); // wrong
    expect(editDistance('vestdo', 'vestido', 2)).toBe(1); // missing
    expect(editDistance('vestiido', 'vestido', 2)).toBe(1); // extra
    expect(editDistance('camsia', 'camisa', 2)).toBe(1); // swapped
    expect(editDistance('evstido', 'vestido', 2)).toBe(1); // swapped at the start
    expect(editDistance('vestiod', 'vestido', 2)).toBe(1); // swapped at the end
  });

  it('adds the edits up', () => {
    expect(editDistance('vstdo', 'vestido', 2)).toBe(2);
    expect(editDistance('cmasia', 'camisa', 2)).toBe(2); // two swaps
    expect(editDistance('camsa', 'camisa', 3)).toBe(1);
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
    expect(editDistance('', 'saia', 5)).toBe(4);
  });

  it('answers max + 1 past the limit, however far off the word is', () => {
    expect(editDistance('vstd', 'vestido', 2)).toBe(3); // three missing
    expect(editDistance('xxxxxxx', 'vestido', 2)).toBe(3);
    expect(editDistance('vestido', 'vestido midi floral', 2)).toBe(3);
    expect(editDistance('camsia', 'camisa', 0)).toBe(1);
    expect(editDistance('vstdo', 'vestido', 1)).toBe(2);
  });

  it('is symmetric', () => {
    for (const [a, b] of [
      ['vestdo', 'vestido'],
      ['camsia', 'camisa'],
      ['blsua', 'blusa'],
      ['ab', 'ba'],
    ])
      expect(editDistance(a!, b!, 3)).toBe(editDistance(b!, a!, 3));
  });

  it('counts an accent as a letter of its own: the search folds accents away first', () => {
    expect(editDistance('calca', 'calça', 2)).toBe(1);
    expect(editDistance(foldForSearch('calça'), foldForSearch('CALCA'), 2)).toBe(0);
    expect(editDistance(foldForSearch('sueter'), foldForSearch('SUÉTER'), 2)).toBe(0);
  });
});

/** The textbook table, whole and without a limit, to check the early stop against. */
function fullTable(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[a.length]![b.length]!;
}

it('stops early without ever changing the answer within the limit (against the whole table)', () => {
  // A fixed sequence of pseudo-random words over a small alphabet, so letters repeat and swap.
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  const word = () => Array.from({ length: next() % 8 }, () => 'abcd'[next() % 4]).join('');
  for (let n = 0; n < 2000; n++) {
    const [a, b, max] = [word(), word(), next() % 4];
    expect(editDistance(a, b, max)).toBe(Math.min(fullTable(a, b), max + 1));
  }
});
