// JSON-LD for each page (typed with schema-dts): TravelAgency and WebSite on the home page,
// an ItemList of the tours on /tours, a TouristTrip with its Offer and a BreadcrumbList on each
// tour page, WebPage elsewhere. No review markup: the testimonials are the company's own.
import type {
  BreadcrumbList,
  ItemList,
  Thing,
  TouristTrip,
  TravelAgency,
  WebPage,
  WebSite,
  WithContext,
} from 'schema-dts';
import type { Tour } from '../generated/config-types.ts';
import { site } from '../generated/site.ts';
import { photoLink } from '../lib/photo-link.ts';
import { absoluteUrl, fullTitle, type PageMeta } from '../lib/seo.ts';
import { findTour, toursInCardOrder } from '../lib/tours.ts';

export function photoAbsoluteUrl(name: string): string {
  return absoluteUrl(photoLink(name, 1200));
}

function travelAgency(): WithContext<TravelAgency> {
  const { contact } = site;
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    '@id': absoluteUrl('/#organization'),
    name: site.name,
    description: site.description,
    url: absoluteUrl('/'),
    email: contact.email,
    telephone: contact.phone,
    image: photoAbsoluteUrl(site.hero.image),
    address: {
      '@type': 'PostalAddress',
      streetAddress: contact.address.street,
      postalCode: contact.address.postalCode,
      addressLocality: contact.address.city,
      addressCountry: contact.address.country,
    },
    sameAs: site.social.map((s) => s.url),
  };
}

function webSite(): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    url: absoluteUrl('/'),
    inLanguage: 'en',
  };
}

function webPage(meta: PageMeta): WithContext<WebPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: fullTitle(meta),
    description: meta.description,
    inLanguage: meta.lang,
    ...(meta.path ? { url: absoluteUrl(meta.path) } : {}),
    isPartOf: { '@type': 'WebSite', name: site.name, url: absoluteUrl('/') },
  };
}

function touristTrip(tour: Tour): WithContext<TouristTrip> {
  return {
    '@context': 'https://schema.org',
    '@type': ['TouristTrip', 'Product'] as unknown as 'TouristTrip',
    name: tour.name,
    description: tour.description,
    image: photoAbsoluteUrl(tour.card.image),
    url: absoluteUrl(`/tours/${tour.slug}`),
    touristType: 'Sightseeing',
    provider: { '@id': absoluteUrl('/#organization') },
    offers: {
      '@type': 'Offer',
      price: tour.price.from.toFixed(2),
      priceCurrency: tour.price.currency,
      availability: 'https://schema.org/InStock',
      url: absoluteUrl(`/tours/${tour.slug}`),
    },
  };
}

function breadcrumbs(tour: Tour): WithContext<BreadcrumbList> {
  const items = [
    { name: 'Home', path: '/' },
    { name: 'Tours', path: '/tours' },
    { name: tour.name, path: `/tours/${tour.slug}` },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

function tourList(): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: 'Tours',
    itemListElement: toursInCardOrder.map((tour, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: tour.name,
      url: absoluteUrl(`/tours/${tour.slug}`),
    })),
  };
}

/** The JSON-LD blocks of the page at `path`. */
export function structuredData(path: string, meta: PageMeta): Array<WithContext<Thing>> {
  if (path === '/') return [travelAgency(), webSite()];
  if (path === '/tours') return [webPage(meta), tourList()];
  const tour = path.startsWith('/tours/') ? findTour(path.slice('/tours/'.length)) : undefined;
  if (tour) return [touristTrip(tour), breadcrumbs(tour)];
  return [webPage(meta)];
}
