import { describe, expect, it } from 'vitest';
import { acceptStatusMessage } from './widget-status.ts';

const frame = { name: 'the widget frame' };
const origin = 'https://www.example.com';
const report = (status: unknown) => ({ type: 'ventrataWidgetStatus', status });

describe('acceptStatusMessage', () => {
  it('accepts shown and failed from the frame on the site origin', () => {
    expect(acceptStatusMessage({ data: report('shown'), origin, source: frame }, frame, origin)).toBe('shown');
    expect(acceptStatusMessage({ data: report('failed'), origin, source: frame }, frame, origin)).toBe('failed');
  });

  it.each([
    ['another window', { data: report('failed'), origin, source: { name: 'another window' } }],
    ['another origin', { data: report('failed'), origin: 'https://evil.example', source: frame }],
    ['an unknown status', { data: report('loading'), origin, source: frame }],
    ['a height report', { data: { type: 'ventrataWidgetHeight', height: 700 }, origin, source: frame }],
    ['a bare string', { data: 'failed', origin, source: frame }],
  ])('ignores %s', (_, event) => {
    expect(acceptStatusMessage(event, frame, origin)).toBeUndefined();
  });
});
