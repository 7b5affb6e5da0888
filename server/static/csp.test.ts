import { describe, expect, it } from 'vitest';
import { buildCsp } from './csp.ts';
import { inlineScriptHashes } from './inline-scripts.ts';

const sources = {
  bookingScriptUrl: 'https://cdn.checkout.ventrata.com/v3/production/ventrata-checkout.min.js',
  bookingCheckoutUrl: 'https://checkout.ventrata.com/example?lang=en',
  mapEmbedUrl: 'https://www.google.com/maps/embed/v1/place?q=Rome',
  avatarUrls: ['https://randomuser.me/api/portraits/women/44.jpg', 'https://randomuser.me/api/portraits/men/32.jpg'],
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
    expect(directive(policy, 'img-src')).toEqual([
      "'self'",
      'data:',
      'https://randomuser.me',
      'https://*.ventrata.com',
    ]);
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
    const policy = buildCsp(sources, ['sha256-abc=']);
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://cdn.checkout.ventrata.com', "'sha256-abc='"]);
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
  });
});

describe('inlineScriptHashes', () => {
  it('hashes executable inline scripts only', () => {
    const html = [
      '<script>a()</script>',
      '<script type="module">b()</script>',
      '<script type="application/ld+json">{"@type":"WebPage"}</script>',
      '<script src="/assets/x.js"></script>',
      '<SCRIPT type=text/javascript>c()</SCRIPT >',
    ].join('');
    expect(inlineScriptHashes(html)).toHaveLength(3);
    expect(inlineScriptHashes('<script>a()</script>')).toEqual(['sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4=']);
  });
});
