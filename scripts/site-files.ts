// Files the build derives from the configuration besides the pages: sitemap.xml, robots.txt,
// a printable QR code per guide page, the booking provider settings the widget frame reads,
// the social networks' icons, and the web app manifests (web-manifest.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import QRCode from 'qrcode';
import { frameConfig, type FrameTexts } from '../src/features/booking/provider-config.ts';
import type { TextParts } from '../src/generated/i18n-types.ts';
import { siteLanguages } from '../src/generated/languages.ts';
import { site } from '../src/generated/site.ts';
import { absoluteUrl } from '../src/lib/seo.ts';
import type { ManifestPage } from '../src/lib/page-manifest.ts';
import { writeWebManifests } from './web-manifest.ts';

/** Every indexable page with its language alternates (`xhtml:link`), as search engines read them. */
export function sitemapXml(pages: readonly ManifestPage[]): string {
  const urls = pages
    .filter((page) => page.url)
    .map((page) => {
      const links = (page.alternates ?? []).map(
        ({ hreflang, href }) => `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`,
      );
      return `  <url>\n    <loc>${page.url}</loc>${links.join('')}\n  </url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`;
}

/** The widget frame's words in each site language, from the generated booking texts. */
export async function frameTexts(): Promise<Record<string, FrameTexts>> {
  const entries = await Promise.all(
    siteLanguages.map(async ({ code }): Promise<[string, FrameTexts]> => {
      // By its full address: `npm run dev` runs this from vite.config.ts bundled into
      // node_modules/.vite-temp, where a relative path would point into node_modules.
      const texts = new URL(`../src/generated/i18n/${code}/booking.ts`, import.meta.url).href;
      const { default: booking } = (await import(texts)) as {
        default: TextParts['booking'];
      };
      return [code, { loading: booking.loading, unavailable: booking.frameFailedText }];
    }),
  );
  return Object.fromEntries(entries);
}

export async function writeSiteFiles(clientDir: string, pages: readonly ManifestPage[]): Promise<void> {
  await writeWebManifests(clientDir);
  writeFileSync(path.join(clientDir, 'sitemap.xml'), sitemapXml(pages));
  writeFileSync(path.join(clientDir, 'robots.txt'), robotsTxt());
  writeFileSync(
    path.join(clientDir, 'booking-config.json'),
    JSON.stringify(frameConfig(site.booking, await frameTexts())),
  );

  mkdirSync(path.join(clientDir, 'qr'), { recursive: true });
  for (const guide of site.guides) {
    const svg = await QRCode.toString(absoluteUrl(`/guide/${guide.slug}`), {
      type: 'svg',
      errorCorrectionLevel: 'M',
      margin: 2,
    });
    writeFileSync(path.join(clientDir, 'qr', `${guide.slug}.svg`), svg);
  }
}
