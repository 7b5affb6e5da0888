import { describe, expect, it } from 'vitest';
import { buildCsp } from './csp.ts';
import { buildPermissionsPolicy } from './permissions-policy.ts';

const sources = {
  bookingScriptUrl: 'https://cdn.checkout.ventrata.com/v3/production/ventrata-checkout.min.js',
  bookingCheckoutUrl: 'https://checkout.ventrata.com/example?lang=en',
  mapEmbedUrl: 'https://www.google.com/maps/embed/v1/place?q=Rome',
};

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('buildCsp', () => {
  it('derives every third-party origin from the site config, once each', () => {
    const policy = buildCsp(sources);
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://cdn.checkout.ventrata.com']);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'https://*.ventrata.com']);
    expect(directive(policy, 'frame-src')).toEqual([
      "'self'",
      'https://www.google.com',
      'https://checkout.ventrata.com',
      'https://*.ventrata.com',
    ]);
  });

  it('follows a change of provider in site.yaml', () => {
    const policy = buildCsp({ ...sources, bookingScriptUrl: 'https://js.booking.example/checkout.js' });
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://js.booking.example']);
    expect(directive(policy, 'connect-src')).toContain('https://*.booking.example');
    expect(policy).not.toContain('ventrata.com/');
  });

  it('allows the extra origins the checkout needs, and asks browsers to report what it blocks', () => {
    const policy = buildCsp({ ...sources, extraOrigins: ['https://js.payments.example'] });
    for (const name of ['script-src', 'frame-src', 'connect-src', 'img-src']) {
      expect(directive(policy, name)).toContain('https://js.payments.example');
    }
    expect(directive(policy, 'report-uri')).toEqual(['/api/csp-report']);
    expect(directive(buildCsp(sources), 'script-src')).not.toContain('https://js.payments.example');
  });

  it('never widens a two-label host to a wildcard', () => {
    const policy = buildCsp({ ...sources, bookingScriptUrl: 'https://example.com/checkout.js' });
    expect(policy).not.toContain('*.com');
  });

  it('adds script hashes, never unsafe-inline', () => {
    const policy = buildCsp(sources, { scripts: ['sha256-abc='] });
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://cdn.checkout.ventrata.com', "'sha256-abc='"]);
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
  });

  it('allows <style> elements by hash only, style attributes as they are', () => {
    const policy = buildCsp(sources, { styles: ['sha256-css='] });
    expect(directive(policy, 'style-src')).toEqual(["'self'", 'https://cdn.checkout.ventrata.com', "'sha256-css='"]);
    expect(directive(buildCsp(sources), 'style-src')).toEqual(["'self'", 'https://cdn.checkout.ventrata.com']);
    expect(directive(policy, 'style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(directive(policy, 'script-src')).not.toContain("'sha256-css='");
  });

  it('allows nothing by default: every kind of resource is named', () => {
    const policy = buildCsp(sources);
    expect(directive(policy, 'default-src')).toEqual(["'none'"]);
    for (const name of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src', 'frame-src', 'manifest-src']) {
      expect(directive(policy, name)).toContain("'self'");
    }
  });
});

describe('buildPermissionsPolicy', () => {
  const features = (policy: string) => new Map(policy.split(', ').map((entry) => entry.split('=') as [string, string]));

  it('turns every feature off except payment, for the site and the provider checkout frames', () => {
    const policy = features(buildPermissionsPolicy({ ...sources, extraOrigins: ['https://js.payments.example/x'] }));
    expect(policy.get('payment')).toBe('(self "https://checkout.ventrata.com" "https://js.payments.example")');
    for (const feature of ['camera', 'microphone', 'geolocation', 'usb', 'fullscreen']) {
      expect(policy.get(feature)).toBe('()');
    }
    expect([...policy.values()].filter((allowlist) => allowlist !== '()')).toHaveLength(1);
  });
});
