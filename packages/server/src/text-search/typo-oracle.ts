/**
 * The typo distance by brute force, for tests (the typo matcher's and the ranking oracle's): optimal
 * string alignment between a token (or its prefix) and a query word, where a typo on the first letter
 * counts two.
 */
export function osa(a: string, b: string): number {
  // a: the token (prefix), b: the query word. First-letter typos: a[0] or b[0] changed, dropped or
  // preceded by another letter, or the first two swapped.
  const d: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = 1; i <= a.length; i++) d[i]![0] = d[i - 1]![0]! + (i === 1 ? 2 : 1);
  for (let j = 1; j <= b.length; j++) d[0]![j] = d[0]![j - 1]! + (j === 1 ? 2 : 1);
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i]![j] = Math.min(
        d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : i === 1 && j === 1 ? 2 : 1),
        d[i - 1]![j]! + (i === 1 ? 2 : 1),
        d[i]![j - 1]! + (j === 1 ? 2 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + (i === 2 && j === 2 ? 2 : 1));
    }
  }
  return d[a.length]![b.length]!;
}
