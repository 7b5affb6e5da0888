// Refuses contact messages sent from another site's page (a cross-site form post or fetch).
// Browsers always send Sec-Fetch-Site and Origin on such requests and a page cannot forge
// them; requests without either (curl, monitoring) are not from a browser and are let through.
//
// Origin is compared with the configured origins (SITE_URL, this server's own address, the dev
// server's in development), never with the request's Host or X-Forwarded-Host: those name
// whatever host the request was sent to, which a proxy (or a DNS rebinding page) may set.
import type { Context } from 'koa';

/** Why the request comes from another site, or undefined when it does not. */
export function crossSiteReason(ctx: Context, isAllowedOrigin: (origin: string) => boolean): string | undefined {
  const fetchSite = ctx.get('Sec-Fetch-Site').toLowerCase();
  // `same-site` would still be another origin (a sibling subdomain); only our own pages post here.
  if (fetchSite !== '' && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    return `Sec-Fetch-Site is ${fetchSite}`;
  }
  const origin = ctx.get('Origin');
  if (origin === '') return undefined;
  const parsed = URL.canParse(origin) ? new URL(origin).origin : undefined;
  if (parsed && parsed !== 'null' && isAllowedOrigin(parsed)) return undefined;
  return `Origin is ${origin}`;
}

/** Origins whose pages may post: SITE_URL's and any others given (dev server, own address). */
export class AllowedOrigins {
  private readonly origins = new Set<string>();

  constructor(origins: Iterable<string>) {
    for (const origin of origins) this.add(origin);
  }

  add(origin: string): void {
    if (URL.canParse(origin)) this.origins.add(new URL(origin).origin);
  }

  has = (origin: string): boolean => this.origins.has(origin);
}
