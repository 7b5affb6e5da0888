// Every route of the site in one table, and the only router: the pattern wouter matches, the
// page (its own chunk, with its own CSS), the paths the build prerenders in each language,
// its head (named here, written in route-heads.ts, which loads only where a head is written),
// its status and the placeholder the server answers for an unknown address under it. The build
// writes the expanded table to dist/pages.json, which the server reads for statuses and
// placeholders, and the sitemap.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Thing, WithContext } from 'schema-dts';
import type { TextParts } from '../generated/i18n-types.ts';
import type * as heads from './route-heads.ts';

type Params = Record<string, string | undefined>;
type PageComponent = ComponentType<{ params: Params }>;
type HeadName = keyof typeof heads;

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
  /** Paths (without prefix) to prerender in a language. */
  paths: (lang: string) => string[] | Promise<string[]>;
  /** Its head, written by the function of that name in route-heads.ts. */
  head: HeadName;
  /** An address under the pattern that matches no page gets this one with 404 (no prefix). */
  placeholder?: string;
  /**
   * Where the other languages' links lead from that page written for unknown addresses (and
   * from the 404 page): its own address is only known in the browser, after they were written.
   */
  offersInstead?: string;
  /**
   * `site` (default): in every site language, under its prefix, each page linked to the others.
   * `own`: one page per entry, in the entry's own language, at an address without prefix (the
   * guide pages: their addresses are printed on QR codes and NFC tags).
   */
  languages?: 'site' | 'own';
}

// Read by the build only (`paths`): the tour catalogue grows with tours.yaml, and the guides
// are in the rest of site.yaml; neither is part of every page's code.
const catalogue = () => import('../lib/tours.ts');
const siteConfig = () => import('../generated/site.ts');

export const routes: AppRoute[] = [
  {
    key: 'home',
    pattern: '/',
    ...page('home-page'),
    paths: () => ['/'],
    head: 'home',
  },
  {
    key: 'tours',
    pattern: '/tours',
    ...page('tours-page'),
    paths: () => ['/tours'],
    head: 'tours',
  },
  {
    key: 'tour',
    pattern: '/tours/:slug',
    ...page('tour-page'),
    paths: async () => (await catalogue()).toursInCardOrder.map((tour) => `/tours/${tour.slug}`),
    placeholder: '/tours/__coming-soon__',
    offersInstead: '/tours',
    head: 'tour',
  },
  {
    key: 'booking-placeholder',
    pattern: '/book/:id',
    ...page('booking-placeholder-page'),
    paths: () => [],
    placeholder: '/book/__coming-soon__',
    offersInstead: '/book-now',
    head: 'bookingPlaceholder',
  },
  simplePage('book-now', '/book-now', 'bookNow'),
  simplePage('about', '/about', 'about'),
  simplePage('contact', '/contact', 'contact'),
  // Where a message sent without script lands (server/contact/route.ts answers with a 303).
  simplePage('contact-sent', '/contact/sent', 'contactSent'),
  simplePage('meeting-point', '/meeting-point', 'meetingPoint'),
  // The home page's questions on a page of their own; the home page keeps them too (`/#faq`).
  simplePage('faq', '/faq', 'faq'),
  // What the service worker shows offline for a page not kept on the device (src/app/offline/).
  simplePage('offline', '/offline', 'offline'),
  simplePage('terms', '/terms', 'terms'),
  simplePage('privacy', '/privacy', 'privacy'),
  {
    key: 'guide',
    pattern: '/guide/:slug',
    ...page('guide-page'),
    languages: 'own',
    paths: async (lang) =>
      (await siteConfig()).site.guides
        .filter((guide) => guide.language === lang)
        .map((guide) => `/guide/${guide.slug}`),
    head: 'guide',
  },
];

function simplePage(key: string, pattern: string, head: HeadName): AppRoute {
  return { key, pattern, ...page(`${key}-page`), paths: () => [pattern], head };
}

/** The page for any address no route matches, in each language (served with 404). */
export const notFoundRoute: AppRoute = {
  key: 'not-found',
  pattern: '/404',
  offersInstead: '/',
  ...page('not-found-page'),
  paths: () => [],
  head: 'notFound',
};

/** Where each page is written in dist/client: `tours/colosseum/index.html`. */
export function fileFor(sitePath: string): string {
  return sitePath === '/' ? 'index.html' : `${sitePath.replace(/^\/|\/$/g, '')}/index.html`;
}

export const NOT_FOUND_FILE = '404.html';
