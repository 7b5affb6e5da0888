// Every route of the site in one table: the pattern wouter matches, the page (its own chunk,
// so no route pays for another's code), the concrete paths the build prerenders and the
// page's metadata. Tours and guides come from the config, never from this file.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { site } from '../generated/site.ts';
import type { PageMeta } from '../lib/seo.ts';

// The tour catalogue grows with tours.yaml, and this table is part of the code every page loads
// first. So it is imported only when a tour's paths or metadata are asked for: by the build,
// and in the browser on a client-side navigation (the first page's metadata is in its HTML).
const catalogue = () => import('../lib/tours.ts');

type Params = Record<string, string | undefined>;
type PageComponent = ComponentType<{ params: Params }>;

// Each page is its own chunk. The build also needs the page's source file, to link the
// chunk's CSS into the prerendered HTML and preload its JavaScript.
const pageModules = import.meta.glob<{ default: PageComponent }>('./routes/*-page.tsx');

function page(name: string): Pick<AppRoute, 'page' | 'pageFile'> {
  const load = pageModules[`./routes/${name}.tsx`];
  if (!load) throw new Error(`src/app/routes/${name}.tsx does not exist`);
  return { page: lazy(load), pageFile: `src/app/routes/${name}.tsx` };
}

export interface AppRoute {
  pattern: string;
  page: LazyExoticComponent<PageComponent>;
  pageFile: string;
  /** The paths to prerender for this pattern. */
  paths: string[] | (() => Promise<string[]>);
  meta: (params: Params) => PageMeta | Promise<PageMeta>;
}

const en = (title: string, description: string, path?: string): PageMeta => ({ title, description, path, lang: 'en' });

export const NOT_FOUND_META = en('Page Not Found', "The page you're looking for doesn't exist or has been moved.");

export const routes: AppRoute[] = [
  {
    pattern: '/',
    ...page('home-page'),
    paths: ['/'],
    meta: () => ({ ...en('Guided Tours of Rome', site.description, '/'), image: site.hero.image }),
  },
  {
    pattern: '/tours',
    ...page('tours-page'),
    paths: ['/tours'],
    meta: async () => {
      const { toursInCardOrder } = await catalogue();
      return en(
        'All Tours',
        `Every guided tour of Rome we offer: ${toursInCardOrder.length} expert-guided tours, in small groups and in your language.`,
        '/tours',
      );
    },
  },
  {
    pattern: '/tours/:slug',
    ...page('tour-page'),
    paths: async () => (await catalogue()).toursInCardOrder.map((tour) => `/tours/${tour.slug}`),
    meta: async ({ slug = '' }) => {
      const tour = (await catalogue()).findTour(slug);
      if (!tour) return en('Tour Information Page - Coming Soon', 'This tour page is coming soon.');
      return { ...en(tour.name, tour.card.description, `/tours/${tour.slug}`), image: tour.card.image };
    },
  },
  {
    pattern: '/book/:id',
    ...page('booking-placeholder-page'),
    paths: [],
    meta: () => en('Booking Page - Coming Soon', 'This booking page is coming soon.'),
  },
  {
    pattern: '/book-now',
    ...page('book-now-page'),
    paths: ['/book-now'],
    meta: () => en('Book Now', `Book your guided tour of Rome online with ${site.name}.`, '/book-now'),
  },
  {
    pattern: '/about',
    ...page('about-page'),
    paths: ['/about'],
    meta: () =>
      en('About Us', `Our story, our mission and our values: who guides you through Rome at ${site.name}.`, '/about'),
  },
  {
    pattern: '/contact',
    ...page('contact-page'),
    paths: ['/contact'],
    meta: () =>
      en(
        'Contact Us',
        `Call, message us on WhatsApp, email or write to ${site.name} with any question about our tours.`,
        '/contact',
      ),
  },
  {
    pattern: '/meeting-point',
    ...page('meeting-point-page'),
    paths: ['/meeting-point'],
    meta: () =>
      en(
        'Meeting Point',
        `${site.meetingPoint.title}: ${site.meetingPoint.address}. How to find your guide.`,
        '/meeting-point',
      ),
  },
  {
    pattern: '/terms',
    ...page('terms-page'),
    paths: ['/terms'],
    meta: () =>
      en(
        'Terms and Conditions',
        `The terms of booking a tour with ${site.name}: payment, cancellation and arrival.`,
        '/terms',
      ),
  },
  {
    pattern: '/privacy',
    ...page('privacy-page'),
    paths: ['/privacy'],
    meta: () => en('Privacy Policy', `How ${site.name} handles your personal data and cookies.`, '/privacy'),
  },
  {
    pattern: '/guide/:slug',
    ...page('guide-page'),
    paths: site.guides.map((guide) => `/guide/${guide.slug}`),
    meta: ({ slug }) => {
      const guide = site.guides.find((g) => g.slug === slug);
      if (!guide) return NOT_FOUND_META;
      return guide.language === 'es'
        ? {
            title: `¡Gracias por tu visita con ${guide.name}!`,
            description: `Deja una reseña para ${guide.name}, tu guía en Roma.`,
            path: `/guide/${guide.slug}`,
            lang: 'es',
            image: guide.photo,
          }
        : {
            ...en(
              `Thank you for touring with ${guide.name}!`,
              `Leave a review for ${guide.name}, your guide in Rome.`,
              `/guide/${guide.slug}`,
            ),
            image: guide.photo,
          };
    },
  },
];

export const notFound = page('not-found-page');

/** Pages the build writes besides the routes: served with status 404 by the server. */
export const EXTRA_PAGES = {
  notFound: { file: '404.html', path: '/404' },
  tourPlaceholder: { file: 'placeholders/tour.html', path: '/tours/__coming-soon__' },
  bookingPlaceholder: { file: 'placeholders/booking.html', path: '/book/__coming-soon__' },
} as const;
