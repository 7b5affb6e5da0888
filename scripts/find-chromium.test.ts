import { describe, expect, it } from 'vitest';
import { BENCH_CHROMIUM_ARGS, featuresOf, featureSwitches, OFF_FEATURES, withOffFeatures } from './find-chromium.ts';

describe("Chromium's switched-off features", () => {
  it('keeps the features of the switch it is given and adds the project’s, in one switch', () => {
    const merged = withOffFeatures('--disable-features=PaintHolding,Translate');
    expect(featureSwitches(`--no-sandbox ${merged} --headless=new`)).toEqual([merged]);
    expect(featuresOf(merged)).toEqual(['PaintHolding', 'Translate', ...OFF_FEATURES]);
    expect(featuresOf(withOffFeatures(''))).toEqual(OFF_FEATURES);
  });

  it('gives the benches one switch, with the project’s features', () => {
    const switches = featureSwitches(BENCH_CHROMIUM_ARGS.join(' '));
    expect(switches).toHaveLength(1);
    expect(featuresOf(switches[0]!)).toEqual(OFF_FEATURES);
  });
});
