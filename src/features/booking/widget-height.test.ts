import { describe, expect, it } from 'vitest';
import { acceptHeightMessage, frameHeight, INITIAL_FRAME_HEIGHT, MIN_FRAME_HEIGHT } from './widget-height.ts';

const frame = { name: 'the widget frame' };
const origin = 'https://www.example.com';
const report = (height: unknown) => ({ type: 'ventrataWidgetHeight', height });

describe('acceptHeightMessage', () => {
  it('accepts a numeric height from the frame on the site origin', () => {
    expect(acceptHeightMessage({ data: report(1234), origin, source: frame }, frame, origin)).toBe(1234);
    expect(acceptHeightMessage({ data: report(0), origin, source: frame }, frame, origin)).toBe(0);
  });

  it.each([
    ['another window', { data: report(700), origin, source: { name: 'another window' } }],
    ['no source', { data: report(700), origin, source: null }],
    ['another origin', { data: report(700), origin: 'https://evil.example', source: frame }],
    ['the opaque origin of a sandboxed frame', { data: report(700), origin: 'null', source: frame }],
  ])('ignores a message from %s', (_, event) => {
    expect(acceptHeightMessage(event, frame, origin)).toBeUndefined();
  });

  it('ignores everything while the frame has no window', () => {
    expect(acceptHeightMessage({ data: report(700), origin, source: null }, null, origin)).toBeUndefined();
    expect(acceptHeightMessage({ data: report(700), origin, source: undefined }, undefined, origin)).toBeUndefined();
  });

  it.each([
    ['a string height', report('700')],
    ['NaN', report(Number.NaN)],
    ['Infinity', report(Number.POSITIVE_INFINITY)],
    ['no height', { type: 'ventrataWidgetHeight' }],
    ['another message type', { type: 'somethingElse', height: 700 }],
    ['a bare number', 700],
    ['a string', 'ventrataWidgetHeight'],
    ['null', null],
  ])('ignores %s', (_, data) => {
    expect(acceptHeightMessage({ data, origin, source: frame }, frame, origin)).toBeUndefined();
  });
});

describe('frameHeight', () => {
  it('keeps heights above the floor, rounded up to whole pixels', () => {
    expect(frameHeight(1234)).toBe(1234);
    expect(frameHeight(640.2)).toBe(641);
  });

  it('never goes below the floor', () => {
    expect(frameHeight(MIN_FRAME_HEIGHT - 1)).toBe(MIN_FRAME_HEIGHT);
    expect(frameHeight(100)).toBe(520);
    expect(frameHeight(-50)).toBe(520);
  });

  it('starts above the floor', () => {
    expect(INITIAL_FRAME_HEIGHT).toBe(900);
    expect(frameHeight(INITIAL_FRAME_HEIGHT)).toBe(INITIAL_FRAME_HEIGHT);
  });
});
