import { describe, expect, it } from 'vitest';
import { median } from './report.ts';
import {
  frameAfterPaint,
  lcpAgainstBaseline,
  touristTable,
  type TouristFigures,
  type TouristResult,
} from './tourist.ts';

const figures = (lcpMs: number): TouristFigures => ({
  fcpMs: lcpMs,
  lcpMs,
  photoMs: null,
  menuTapMs: 20,
  faqTapMs: null,
  cookieTapMs: 15,
  frameMs: null,
  frameAfterPaintMs: null,
  formUsableMs: null,
  jsBytes: 23_000,
  htmlBytes: 7_000,
});
const result = (path: string, lcps: number[]): TouristResult => ({
  path,
  ...figures(median(lcps)),
  runs: lcps.map(figures),
});

describe('the tourist bench against a baseline', () => {
  // The baseline build has no /faq: the bench did not visit it there.
  const now = [result('/', [600, 720, 660]), result('/faq', [900, 950, 1000])];
  const before = [result('/', [500, 600, 550])];

  it('compares the pages both builds have, visit by visit, and names the new ones', () => {
    const text = lcpAgainstBaseline(now, before);
    expect(text).toMatch(/\| `\/` +\| +550 → 660 \| +\+20 % \(\+20 to \+20 %\) \| +over \|/);
    // Every visit of / is 20 % later, and /faq's slow visits weigh on nothing.
    expect(text).toContain('All pages, visit by visit: +20 % (+20 to +20 %) over 3 pairs of visits');
    expect(text).not.toContain('| `/faq`');
    expect(text).toContain('Not in the baseline, so not compared: `/faq`.');
  });

  it('shows a new page as new in the table of both builds', () => {
    const rows = touristTable(now, before).split('\n');
    expect(rows.find((row) => row.startsWith('| `/` '))).toContain('550 → 660');
    expect(rows.find((row) => row.startsWith('| `/faq`'))).toContain('new → 950');
  });
});

describe('the booking frame against the paint', () => {
  it("is timed from the main photo's paint, which a tap does not stop", () => {
    expect(frameAfterPaint({ frameMs: 835, photoMs: 944, lcpMs: null })).toBe(-109);
    expect(frameAfterPaint({ frameMs: 835, photoMs: 944, lcpMs: 916 })).toBe(-109);
  });

  it('is timed from the largest paint on a page without a photo, and not at all without either', () => {
    expect(frameAfterPaint({ frameMs: 667, photoMs: null, lcpMs: 720 })).toBe(-53);
    expect(frameAfterPaint({ frameMs: 667, photoMs: null, lcpMs: null })).toBeNull();
    expect(frameAfterPaint({ frameMs: null, photoMs: 944, lcpMs: 916 })).toBeNull();
  });
});
