// What the server takes from site.yaml (through the module `npm run check` generates): the
// company name for mail subjects, the contact address as default MAIL_TO / MAIL_FROM, the
// public URL, and the third-party origins the CSP must allow.
import { site } from '../src/generated/site.ts';
import type { CspSources } from './static/csp.ts';

export interface SiteInfo {
  name: string;
  siteUrl: string;
  contactEmail: string;
  csp: CspSources;
  /** A departure with this many places left or fewer says so (live departures). */
  fewPlacesLeft: number;
}

export const siteInfo: SiteInfo = {
  name: site.name,
  siteUrl: site.siteUrl,
  contactEmail: site.contact.email,
  fewPlacesLeft: site.booking.fewPlacesLeft ?? 5,
  csp: {
    bookingScriptUrl: site.booking.scriptUrl,
    bookingCheckoutUrl: site.booking.checkoutUrl,
    mapEmbedUrl: site.meetingPoint.mapEmbedUrl,
    extraOrigins: site.booking.extraOrigins ?? [],
  },
};
