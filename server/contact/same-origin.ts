// Refuses contact messages sent from another site's page (a cross-site form post or fetch).
// Browsers always send Sec-Fetch-Site and Origin on such requests and a page cannot forge
// them; requests without either (curl, monitoring) are not from a browser and are let through.
import type { Context } from 'koa';

/** Why the request comes from another site, or undefined when it does not. */
export function crossSiteReason(ctx: Context, siteUrl: string): string | undefined {
  const fetchSite = ctx.get('Sec-Fetch-Site').toLowerCase();
  // `same-site` would still be another origin (a sibling subdomain); only our own pages post here.
  if (fetchSite !== '' && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    return `Sec-Fetch-Site is ${fetchSite}`;
  }
  const origin = ctx.get('Origin');
  if (origin === '') return undefined;
  const url = URL.canParse(origin) ? new URL(origin) : undefined;
  // Compared by host, not scheme: behind a TLS-terminating proxy this server sees http while
  // the page was https, and the host alone already identifies the site.
  if (url && (url.host === ctx.host || url.origin === siteUrl)) return undefined;
  return `Origin is ${origin}`;
}
