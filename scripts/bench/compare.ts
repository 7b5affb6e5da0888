// A figure of two builds compared visit by visit. The bench visits the builds alternately, so
// the n-th visit of a page on one build stands beside the n-th on the other, and a busy moment of
// the shared machine weighs on both: the ratio of the two is steadier than either. On this
// machine a median of five to eleven visits moves by 10–20 % between runs of one build, too much
// to read a 10 % budget from two medians.

/** A change as a fraction (0.06: 6 % more) with its 95 % interval. */
export interface Change {
  change: number;
  low: number;
  high: number;
  /** The pairs of visits it rests on. */
  pairs: number;
}

/** What a change says of a budget (a fraction: 0.1 for "no more than 10 % more"): within it or
 * over it when the whole interval is, otherwise the visits cannot tell. */
export type Verdict = 'within' | 'over' | 'cannot tell';

/** Student's t for a two-sided 95 % interval with `df` degrees of freedom: the table's up to 10,
 * then Cornish–Fisher's expansion around the normal's 1.96 (within 0.001 of the table there). */
const T95 = [12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228];
function t95(df: number): number {
  if (df <= T95.length) return T95[df - 1]!;
  const z = 1.959964;
  return (
    z +
    (z ** 3 + z) / (4 * df) +
    (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df ** 2) +
    (3 * z ** 7 + 19 * z ** 5 + 17 * z ** 3 - 15 * z) / (384 * df ** 3)
  );
}

/** The change from `before` to `now`, given as pairs of visits (`now[i]` beside `before[i]`): the
 * mean of the pairs' log ratios, so that a visit twice as slow and one twice as fast cancel out.
 * A pair with a visit that has no figure (null) is left out. Null with fewer than two pairs. */
export function pairedChange(now: Array<number | null>, before: Array<number | null>): Change | null {
  const logs = now.flatMap((value, i) => {
    const other = before[i];
    return value !== null && other != null && value > 0 && other > 0 ? [Math.log(value / other)] : [];
  });
  const n = logs.length;
  if (n < 2) return null;
  const mean = logs.reduce((sum, x) => sum + x, 0) / n;
  const sd = Math.sqrt(logs.reduce((sum, x) => sum + (x - mean) ** 2, 0) / (n - 1));
  const half = (t95(n - 1) * sd) / Math.sqrt(n);
  return { change: Math.expm1(mean), low: Math.expm1(mean - half), high: Math.expm1(mean + half), pairs: n };
}

export function verdict(change: Change, budget: number): Verdict {
  if (change.high <= budget) return 'within';
  if (change.low > budget) return 'over';
  return 'cannot tell';
}

/** "+6 % (+2 to +9)". */
export function showChange({ change, low, high }: Change): string {
  const signed = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(Math.round(x * 100))}`;
  return `${signed(change)} % (${signed(low)} to ${signed(high)} %)`;
}
