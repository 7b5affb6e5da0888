// Every route of the site in one table, and the only router: the pattern wouter matches, the
// page (its own chunk), the texts it loads, the paths the build prerenders in each language,
// its head (title, description, canonical, alternates, JSON-LD), its status and the placeholder
// the server answers for an unknown address under it. The build writes the expanded table to
// dist/pages.json, which the server reads for statuses and placeholders, and the sitemap.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Thing, WithContext } from 'schema-dts';
import type { TextParts } from '../generated/i18n-types.ts';
import { site } from '../generated/site.ts';
import { defaultLanguage, siteLanguages } from '../lib/languages.ts';
import { format, loadTexts, loadTourText, type TextKey } from '../lib/texts.ts';

type Params = Record<string, string | undefined>;
type PageComponent = ComponentType<{ params: Params }>;

const pageModules = import.meta.glob<{ default: PageComponent }>('./routes/*-page.tsx');

function page(name: string): Pick<AppRoute, 'page' | 'pageFile'> {
  const load = pageModules[`./routes/${name}.tsx`];
  if (!load) throw new Error(`src/app/routes/${name}.tsx does not exist`);
  return { page: lazy(load), pageFile: `src/app/routes/${name}.tsx` };
}

/** What a route says about one of its pages; the build adds canonical, alternates and tags. */
export interface PageHead {
  title: string;
  description: string;
  /** Photo (name in photos/) for link previews; defaults to the hero photo. */
  image?: string;
  /** Not for search engines (404 and "Coming Soon" pages): no canonical, no alternates. */
  noindex?: boolean;
  jsonLd?: Array<WithContext<Thing>>;
}

export interface HeadInput {
  lang: string;
  /** The page's path without its language prefix (`/tours/colosseum`). */
  path: string;
  params: Params;
  common: HeadTexts;
}

/** The texts a head is written from: `common`, with the page titles and descriptions. */
export type HeadTexts = TextParts['common'] & Pick<TextParts, 'meta' | 'notFound' | 'comingSoon'>;

export interface AppRoute {
  key: string;
  /** The pattern without the language prefix. */
  pattern: string;
  page: LazyExoticComponent<PageComponent>;
  pageFile: string;
  /** Text modules the page shows besides `common` (see routeTexts). */
  texts: readonly TextKey[] | ((params: Params) => Promise<readonly TextKey[]>);
  /** Paths (without prefix) to prerender in a language. */
  paths: (lang: string) => string[] | Promise<string[]>;
  head: (input: HeadInput) => PageHead | Promise<PageHead>;
  /** An address under the pattern that matches no page gets this one with 404 (no prefix). */
  placeholder?: string;
  /**
   * `site` (default): in every site language, under its prefix, each page linked to the others.
   * `own`: one page per entry, in the entry's own language, at an address without prefix (the
   * guide pages: their addresses are printed on QR codes and NFC tags).
   */
  languages?: 'site' | 'own';
}

// The tour catalogue grows with tours.yaml; it is loaded only where tours are shown.
const catalogue = () => import('../lib/tours.ts');
// The JSON-LD is written by the prerender only: in the browser a head is computed after a
// client-side navigation, to update the title and links, so this code is never loaded first.
const structuredData = () => import('./structured-data.ts');

export const routes: AppRoute[] = [
  {
    key: 'home',
    pattern: '/',
    ...page('home-page'),
    // The tour cards and testimonials load their texts with their code (home-page.tsx).
    texts: ['home', 'faq', 'tours'],
    paths: () => ['/'],
    head: async ({ lang, common }) => {
      const { travelAgency, webSite } = await structuredData();
      return {
        title: common.meta.homeTitle,
        description: common.site.description,
        image: site.hero.image,
        jsonLd: [travelAgency(lang, common), webSite(lang)],
      };
    },
  },
  {
    key: 'tours',
    pattern: '/tours',
    ...page('tours-page'),
    texts: ['tourList', 'tours'],
    paths: () => ['/tours'],
    head: async ({ lang, path, common }) => {
      const { toursInCardOrder } = await catalogue();
      const { tourList, webPage } = await structuredData();
      const texts = await loadTexts(lang, 'tours');
      const head = {
        title: common.meta.toursTitle,
        description: format(common.meta.toursDescription, { count: toursInCardOrder.length }),
      };
      return { ...head, jsonLd: [webPage(lang, path, head), tourList(lang, toursInCardOrder, texts)] };
    },
  },
  {
    key: 'tour',
    pattern: '/tours/:slug',
    ...page('tour-page'),
    // A tour's page loads its own tour's texts only; the placeholder lists every tour.
    texts: async ({ slug }) =>
      (await catalogue()).findTour(slug ?? '') ? ['tour', 'booking', `tours/${slug}`] : ['comingSoon', 'tours'],
    paths: async () => (await catalogue()).toursInCardOrder.map((tour) => `/tours/${tour.slug}`),
    placeholder: '/tours/__coming-soon__',
    head: async ({ lang, params, common }) => {
      const tour = (await catalogue()).findTour(params.slug ?? '');
      const text = tour && (await loadTourText(lang, tour.slug));
      if (!tour || !text)
        return { title: common.comingSoon.tourTitle, description: common.comingSoon.tourDescription, noindex: true };
      const { breadcrumbs, touristTrip } = await structuredData();
      return {
        title: text.name,
        description: text.card.description,
        image: tour.card.image,
        jsonLd: [touristTrip(lang, tour, text), breadcrumbs(lang, tour, text, common)],
      };
    },
  },
  {
    key: 'booking-placeholder',
    pattern: '/book/:id',
    ...page('booking-placeholder-page'),
    texts: ['comingSoon', 'tours'],
    paths: () => [],
    placeholder: '/book/__coming-soon__',
    head: ({ common }) => ({
      title: common.comingSoon.bookingTitle,
      description: common.comingSoon.bookingDescription,
      noindex: true,
    }),
  },
  simplePage('book-now', '/book-now', ['booking'], (common) => ({
    title: common.meta.bookNowTitle,
    description: format(common.meta.bookNowDescription, { siteName: site.name }),
  })),
  simplePage('about', '/about', ['about'], (common) => ({
    title: common.meta.aboutTitle,
    description: format(common.meta.aboutDescription, { siteName: site.name }),
  })),
  simplePage('contact', '/contact', ['contact'], (common) => ({
    title: common.meta.contactTitle,
    description: format(common.meta.contactDescription, { siteName: site.name }),
  })),
  simplePage('meeting-point', '/meeting-point', ['meetingPoint', 'tours'], (common) => ({
    title: common.meta.meetingPointTitle,
    description: format(common.meta.meetingPointDescription, { address: site.meetingPoint.address }),
  })),
  simplePage('terms', '/terms', ['terms', 'tours'], (common) => ({
    title: common.meta.termsTitle,
    description: format(common.meta.termsDescription, { siteName: site.name }),
  })),
  simplePage('privacy', '/privacy', ['privacy'], (common) => ({
    title: common.meta.privacyTitle,
    description: format(common.meta.privacyDescription, { siteName: site.name }),
  })),
  {
    key: 'guide',
    pattern: '/guide/:slug',
    ...page('guide-page'),
    texts: ['guide'],
    languages: 'own',
    paths: (lang) => site.guides.filter((guide) => guide.language === lang).map((guide) => `/guide/${guide.slug}`),
    head: async ({ lang, path, params, common }) => {
      const guide = site.guides.find((g) => g.slug === params.slug);
      if (!guide) return { title: common.notFound.title, description: common.notFound.description, noindex: true };
      const texts = await loadTexts(lang, 'guide');
      const { webPage } = await structuredData();
      const head = {
        title: format(texts.title, { name: guide.name }),
        description: format(texts.description, { name: guide.name }),
      };
      return { ...head, image: guide.photo, jsonLd: [webPage(lang, path, head, false)] };
    },
  },
];

function simplePage(
  key: string,
  pattern: string,
  texts: readonly TextKey[],
  words: (common: HeadTexts) => { title: string; description: string },
): AppRoute {
  return {
    key,
    pattern,
    ...page(`${key}-page`),
    texts,
    paths: () => [pattern],
    head: async ({ lang, path, common }) => {
      const head = words(common);
      const { webPage } = await structuredData();
      return { ...head, jsonLd: [webPage(lang, path, head)] };
    },
  };
}

/** The page for any address no route matches, in each language (served with 404). */
export const notFoundRoute: AppRoute = {
  key: 'not-found',
  pattern: '/404',
  ...page('not-found-page'),
  texts: ['notFound'],
  paths: () => [],
  head: ({ common }) => ({ title: common.notFound.title, description: common.notFound.description, noindex: true }),
};

/** Every text module a page loads, `common` first: loaded before hydration, preloaded by its HTML. */
export async function routeTexts(route: AppRoute, params: Params): Promise<TextKey[]> {
  return ['common', ...(typeof route.texts === 'function' ? await route.texts(params) : route.texts)];
}

/** Where each page is written in dist/client: `tours/colosseum/index.html`. */
export function fileFor(sitePath: string): string {
  return sitePath === '/' ? 'index.html' : `${sitePath.replace(/^\/|\/$/g, '')}/index.html`;
}

export const NOT_FOUND_FILE = '404.html';

export { defaultLanguage, siteLanguages };
