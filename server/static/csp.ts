// The Content-Security-Policy, built from the third parties the site really uses (site.yaml):
// the booking provider's checkout script and frames and the map embed.
// Nothing else may load (default-src 'none': each kind of resource is allowed by name), and no
// inline script or <style> element applies unless its exact hash is listed.

export interface CspSources {
  /** The booking provider's checkout script (site.booking.scriptUrl). */
  bookingScriptUrl: string;
  /** The hosted checkout framed by /book-now (site.booking.checkoutUrl). */
  bookingCheckoutUrl: string;
  /** The map iframe (site.meetingPoint.mapEmbedUrl). */
  mapEmbedUrl: string;
  /** Further origins the provider's checkout needs (site.booking.extraOrigins). */
  extraOrigins?: string[];
}

/** Where browsers report what the policy blocked (server/http/csp-report.ts logs it). */
export const CSP_REPORT_PATH = '/api/csp-report';

/** CSP hashes (`sha256-…`) of a page's inline scripts and <style> elements. */
export interface InlineHashes {
  scripts?: readonly string[];
  styles?: readonly string[];
}

export function buildCsp(sources: CspSources, hashes: InlineHashes = {}): string {
  const script = origin(sources.bookingScriptUrl);
  const provider = providerWildcard(sources.bookingScriptUrl);
  const extra = (sources.extraOrigins ?? []).map(origin);
  const quoted = (list: readonly string[] = []) => list.map((hash) => `'${hash}'`);
  const directives: Array<[string, Array<string | undefined>]> = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", script, ...extra, ...quoted(hashes.scripts)]],
    // The pages' own CSS is inline (by hash) or in /assets; the provider may add stylesheets.
    ['style-src', ["'self'", script, ...quoted(hashes.styles)]],
    // Style attributes cannot load anything or select elements; the pages set none, but the
    // provider's checkout may, and blocking them would break its layout.
    ['style-src-attr', ["'unsafe-inline'"]],
    // Every photo, avatars included, is the site's own: only the provider's images come from outside.
    ['img-src', ["'self'", 'data:', provider, ...extra]],
    ['font-src', ["'self'", script]],
    ['connect-src', ["'self'", script, provider, ...extra]],
    ['frame-src', ["'self'", origin(sources.mapEmbedUrl), origin(sources.bookingCheckoutUrl), provider, ...extra]],
    ['manifest-src', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['report-uri', [CSP_REPORT_PATH]],
  ];
  return directives.map(([name, values]) => [name, ...unique(values)].join(' ')).join('; ');
}

function origin(url: string): string | undefined {
  return URL.canParse(url) ? new URL(url).origin : undefined;
}

// The checkout script talks to, and frames, further hosts of its provider (api., checkout.,
// and so on), so the provider's whole domain is allowed where it needs it. The domain is the
// script host's last two labels (cdn.checkout.ventrata.com → ventrata.com); a two-label host
// is used as it is, so this never widens to a public suffix such as `*.com`.
function providerWildcard(scriptUrl: string): string | undefined {
  if (!URL.canParse(scriptUrl)) return undefined;
  const { protocol, hostname } = new URL(scriptUrl);
  const labels = hostname.split('.');
  if (labels.length < 3) return undefined;
  return `${protocol}//*.${labels.slice(-2).join('.')}`;
}

function unique(values: Array<string | undefined>): string[] {
  return [...new Set(values.filter((value): value is string => value !== undefined))];
}
