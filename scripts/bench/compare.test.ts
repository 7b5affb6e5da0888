import { describe, expect, it } from 'vitest';
import { pairedChange, showChange, verdict } from './compare.ts';

describe('a figure of two builds compared visit by visit', () => {
  it('reads a steady ratio exactly, whatever the visits themselves did', () => {
    const before = [500, 800, 620, 1400];
    const change = pairedChange(
      before.map((ms) => ms * 1.25),
      before,
    )!;
    expect(change.change).toBeCloseTo(0.25, 10);
    expect(change.low).toBeCloseTo(0.25, 10);
    expect(change.high).toBeCloseTo(0.25, 10);
    expect(change.pairs).toBe(4);
  });

  it('gives the mean of the log ratios with a t interval', () => {
    // Ratios 1.1 and 0.9 twice each: log ratios 0.0953 and −0.1054, a mean of −0.0050.
    const change = pairedChange([110, 90, 110, 90], [100, 100, 100, 100])!;
    const logs = [Math.log(1.1), Math.log(0.9), Math.log(1.1), Math.log(0.9)];
    const mean = logs.reduce((a, b) => a + b) / 4;
    const sd = Math.sqrt(logs.reduce((sum, x) => sum + (x - mean) ** 2, 0) / 3);
    expect(change.change).toBeCloseTo(Math.expm1(mean), 10);
    // t at 3 degrees of freedom is 3.182.
    expect(change.high).toBeCloseTo(Math.expm1(mean + (3.182 * sd) / 2), 3);
    expect(change.low).toBeCloseTo(Math.expm1(mean - (3.182 * sd) / 2), 3);
  });

  it("widens the interval by Student's t beyond its table too", () => {
    // Twelve pairs, 11 degrees of freedom: t is 2.201.
    const before = Array.from({ length: 12 }, () => 100);
    const now = before.map((_, i) => (i % 2 ? 95 : 115));
    const logs = now.map((ms) => Math.log(ms / 100));
    const mean = logs.reduce((a, b) => a + b) / 12;
    const sd = Math.sqrt(logs.reduce((sum, x) => sum + (x - mean) ** 2, 0) / 11);
    expect(pairedChange(now, before)!.high).toBeCloseTo(Math.expm1(mean + (2.201 * sd) / Math.sqrt(12)), 3);
  });

  it('pairs only the visits both builds have, and needs two pairs', () => {
    expect(pairedChange([100, 120, 130], [100, 100])!.pairs).toBe(2);
    expect(pairedChange([100], [100])).toBeNull();
    expect(pairedChange([100, 0], [100, 100])).toBeNull();
    // A visit tapped before the browser reported a largest paint has none.
    expect(pairedChange([110, null, 120], [100, 100, 100])!.pairs).toBe(2);
  });

  it('says within or over a budget only when the whole interval is', () => {
    expect(verdict({ change: 0.05, low: 0.02, high: 0.09, pairs: 20 }, 0.1)).toBe('within');
    expect(verdict({ change: 0.15, low: 0.11, high: 0.19, pairs: 20 }, 0.1)).toBe('over');
    expect(verdict({ change: 0.08, low: 0.01, high: 0.16, pairs: 20 }, 0.1)).toBe('cannot tell');
  });

  it('prints a change with its interval as whole percents', () => {
    expect(showChange({ change: 0.061, low: 0.018, high: 0.094, pairs: 9 })).toBe('+6 % (+2 to +9 %)');
    expect(showChange({ change: -0.04, low: -0.12, high: 0.03, pairs: 9 })).toBe('−4 % (−12 to +3 %)');
  });
});
