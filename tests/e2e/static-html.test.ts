// What a crawler or a link preview sees: every route's HTML as served, without running any
// JavaScript, must already hold its title, description, canonical link, Open Graph and
// Twitter tags, valid JSON-LD and the page's main text.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPages } from '../../scripts/bench/pages.ts';
import { PAGE_ICON } from '../../scripts/web-manifest.ts';
import { SPECULATION_RULES } from '../../src/app/speculation-rules.ts';
import { siteLanguages } from '../../src/generated/languages.ts';
import { site } from '../../src/generated/site.ts';
import { toursConfig } from '../../src/generated/tours.ts';
import { baseUrl } from './harness.ts';
import { inlineCodeHashes, sha256 } from './inline-code.ts';
import { en, tourTexts } from './texts.ts';

interface Expected {
  path: string;
  title: string;
  text: string[];
  jsonLdTypes: string[];
  lang?: string;
}

const tourPages: Expected[] = toursConfig.tours.map((tour) => ({
  path: `/tours/${tour.slug}`,
  title: tourTexts(tour.slug).name,
  text: [tourTexts(tour.slug).name, tourTexts(tour.slug).description.slice(0, 60), tourTexts(tour.slug).meetingPoint],
  jsonLdTypes: ['TouristTrip,Product', 'BreadcrumbList'],
}));

const pages: Expected[] = [
  {
    path: '/',
    title: 'Guided Tours of Rome',
    text: [en.home.heroTitle, en.home.heroButton, en.faq[0]!.question],
    jsonLdTypes: ['TravelAgency', 'WebSite'],
  },
  {
    path: '/tours',
    title: 'All Tours',
    text: toursConfig.tours.map((t) => tourTexts(t.slug).name),
    jsonLdTypes: ['WebPage', 'ItemList'],
  },
  { path: '/about', title: 'About Us', text: ['Our Story', 'Our Mission', 'Our Values'], jsonLdTypes: ['WebPage'] },
  { path: '/contact', title: 'Contact Us', text: [site.contact.email], jsonLdTypes: ['WebPage'] },
  { path: '/meeting-point', title: 'Meeting Point', text: [site.meetingPoint.address], jsonLdTypes: ['WebPage'] },
  { path: '/terms', title: 'Terms and Conditions', text: ['Cancellation'], jsonLdTypes: ['WebPage'] },
  { path: '/privacy', title: 'Privacy Policy', text: ['cookieConsent'], jsonLdTypes: ['WebPage'] },
  { path: '/book-now', title: 'Book Now', text: [site.booking.checkoutUrl], jsonLdTypes: ['WebPage'] },
  { path: '/faq', title: en.meta.faqTitle, text: en.faq.map((item) => item.question), jsonLdTypes: ['WebPage'] },
  ...tourPages,
  ...site.guides.map((guide) => ({
    path: `/guide/${guide.slug}`,
    title: guide.name,
    text: [guide.reviewUrl],
    jsonLdTypes: ['WebPage'],
    lang: guide.language,
  })),
];

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name]!);

/** The first capture of `pattern`, with HTML entities decoded. */
function attribute(html: string, pattern: RegExp): string | undefined {
  const value = pattern.exec(html)?.[1];
  return value === undefined ? undefined : decode(value);
}

describe('prerendered HTML', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const manifest = builtPages(root);
  const builtHtml = (file: string) => readFileSync(path.join(root, 'dist/client', file), 'utf8');

  it("lists in dist/pages.json the hash of each page's inline scripts and styles, which the server's CSP allows", async () => {
    for (const page of manifest) {
      const html = builtHtml(page.file);
      const { scripts, styles } = page.hashes;
      const inline = inlineCodeHashes(html);
      // The islands' runtime adds the speculation rules: inline code too, for the CSP.
      inline.scripts = [...inline.scripts, sha256(SPECULATION_RULES)].sort();
      expect({ scripts: [...scripts].sort(), styles: [...styles].sort() }, page.file).toEqual(inline);
    }
    const home = manifest.find((page) => page.path === '/')!;
    const policy = (await fetch(new URL('/', baseUrl))).headers.get('content-security-policy') ?? '';
    for (const hash of [...home.hashes.scripts, ...home.hashes.styles]) expect(policy).toContain(`'${hash}'`);
  });

  // A note for the next engineer belongs in the code that writes the page, not in every
  // visitor's download: the only comments left are React's, between two pieces of text.
  it('sends no comment in a page but the separators React puts between texts', () => {
    for (const page of manifest) {
      const comments = builtHtml(page.file).match(/<!--[\s\S]*?-->/g) ?? [];
      expect(
        comments.filter((comment) => comment !== '<!-- -->'),
        page.file,
      ).toEqual([]);
    }
  });

  it('links on every page one icon, a 48 px PNG the server has (no SVG: Chromium draws that on the page’s thread)', async () => {
    const icons = new Set<string>();
    for (const page of manifest) {
      const links = builtHtml(page.file).match(/<link rel="icon"[^>]*>/g) ?? [];
      expect(links, page.file).toHaveLength(1);
      icons.add(links[0]!);
    }
    expect([...icons]).toEqual([`<link rel="icon" href="${PAGE_ICON.path}" sizes="48x48" type="image/png">`]);
    const response = await fetch(new URL(PAGE_ICON.path, baseUrl));
    expect(response.headers.get('content-type')).toBe('image/png');
    // The PNG's own header: its width and height (IHDR, bytes 16–23).
    const png = Buffer.from(await response.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([48, 48]);
  });

  it.each(pages)('$path is complete without JavaScript', async (expected) => {
    const response = await fetch(new URL(expected.path, baseUrl));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();

    const title = attribute(html, /<title>([^<]*)<\/title>/);
    expect(title).toMatch(new RegExp(`\\| ${site.name}$`));
    expect(title).toContain(expected.title);
    expect(attribute(html, /<html lang="([a-z]+)"/)).toBe(expected.lang ?? 'en');
    expect(attribute(html, /<meta name="description" content="([^"]+)"/)?.length).toBeGreaterThan(20);
    const canonical = `${site.siteUrl}${expected.path === '/' ? '/' : expected.path}`;
    expect(attribute(html, /<link rel="canonical" href="([^"]+)"/)).toBe(canonical);
    expect(attribute(html, /<meta property="og:url" content="([^"]+)"/)).toBe(canonical);
    expect(attribute(html, /<meta property="og:title" content="([^"]+)"/)).toBe(title);
    expect(attribute(html, /<meta property="og:image" content="([^"]+)"/)).toMatch(
      new RegExp(`^${site.siteUrl}/img/.+\\.jpg$`),
    );
    expect(attribute(html, /<meta name="twitter:card" content="([^"]+)"/)).toBe('summary_large_image');

    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );
    expect(blocks.map((b) => String(b['@type']))).toEqual(expected.jsonLdTypes);
    for (const block of blocks) expect(block['@context']).toBe('https://schema.org');

    // The page's text and links as a reader would see them (tags dropped, entities decoded).
    const body = decode(
      html
        .slice(html.indexOf('<body>'))
        .replace(/<[^>]*?(?:href|src)="([^"]*)"[^>]*>/g, ' $1 ')
        .replace(/<[^>]+>/g, ''),
    );
    for (const text of expected.text) expect(body).toContain(text);
  });

  it('gives each tour page an Offer with the configured price from', async () => {
    for (const tour of toursConfig.tours) {
      const html = await (await fetch(new URL(`/tours/${tour.slug}`, baseUrl))).text();
      const trip = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]!) as {
        offers: { price: string; priceCurrency: string };
      };
      expect(trip.offers).toMatchObject({ price: tour.price.from.toFixed(2), priceCurrency: tour.price.currency });
    }
  });

  it('lists every indexable route in sitemap.xml and points robots.txt at it', async () => {
    const sitemap = await (await fetch(new URL('/sitemap.xml', baseUrl))).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // Every page in every site language (the default language without a prefix: /es/, /es/tours,
    // …), but a guide's page, which exists in the guide's language only.
    const inEveryLanguage = pages
      .filter((p) => !p.path.startsWith('/guide/'))
      .flatMap((p) =>
        siteLanguages.map(({ code }) =>
          code === siteLanguages[0]!.code ? p.path : p.path === '/' ? `/${code}/` : `/${code}${p.path}`,
        ),
      );
    const guides = pages.filter((p) => p.path.startsWith('/guide/')).map((p) => p.path);
    expect(siteLanguages.map(({ code }) => code)).toEqual(['en', 'es', 'it', 'fr', 'de']);
    expect(locs.sort()).toEqual([...inEveryLanguage, ...guides].map((path) => `${site.siteUrl}${path}`).sort());
    const robots = await (await fetch(new URL('/robots.txt', baseUrl))).text();
    expect(robots).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`);
  });

  it('makes a printable QR code (SVG) for each guide page', async () => {
    for (const guide of site.guides) {
      const response = await fetch(new URL(`/qr/${guide.slug}.svg`, baseUrl));
      expect(response.status).toBe(200);
      expect(await response.text()).toMatch(/^<svg[^>]*viewBox/);
    }
  });
});
