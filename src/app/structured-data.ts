// JSON-LD builders (typed with schema-dts), called by the route table: TravelAgency and WebSite
// on the home page, an ItemList of the tours on /tours, a TouristTrip with its Offer and a
// BreadcrumbList on each tour page, WebPage elsewhere; each in the page's language. No review
// markup: the testimonials are the company's own.
import type { BreadcrumbList, ItemList, TouristTrip, TravelAgency, WebPage, WebSite, WithContext } from 'schema-dts';
import type { Tour } from '../generated/config-types.ts';
import type { TextParts, TourText } from '../generated/i18n-types.ts';
import { site } from '../generated/site.ts';
import type { HeadTexts } from './routes.tsx';
import { localPath } from '../lib/languages.ts';
import { photoLink } from '../lib/photo-link.ts';
import { absoluteUrl, fullTitle } from '../lib/seo.ts';

export function photoAbsoluteUrl(name: string): string {
  return absoluteUrl(photoLink(name, 1200));
}

export function travelAgency(lang: string, common: HeadTexts): WithContext<TravelAgency> {
  const { contact } = site;
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    '@id': absoluteUrl('/#organization'),
    name: site.name,
    legalName: site.legal.name,
    vatID: site.legal.vatNumber,
    description: common.site.description,
    url: absoluteUrl(localPath(lang, '/')),
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

export function webSite(lang: string): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    url: absoluteUrl(localPath(lang, '/')),
    inLanguage: lang,
  };
}

/** `path` without the language prefix; guide pages are in their own language at their path. */
export function webPage(
  lang: string,
  path: string,
  head: { title: string; description: string },
  prefixed = true,
): WithContext<WebPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: fullTitle(head),
    description: head.description,
    inLanguage: lang,
    url: absoluteUrl(prefixed ? localPath(lang, path) : path),
    isPartOf: { '@type': 'WebSite', name: site.name, url: absoluteUrl(localPath(lang, '/')) },
  };
}

export function touristTrip(lang: string, tour: Tour, text: TourText): WithContext<TouristTrip> {
  const url = absoluteUrl(localPath(lang, `/tours/${tour.slug}`));
  return {
    '@context': 'https://schema.org',
    '@type': ['TouristTrip', 'Product'] as unknown as 'TouristTrip',
    name: text.name,
    description: text.description,
    image: photoAbsoluteUrl(tour.card.image),
    url,
    touristType: 'Sightseeing',
    provider: { '@id': absoluteUrl('/#organization') },
    offers: {
      '@type': 'Offer',
      price: tour.price.from.toFixed(2),
      priceCurrency: tour.price.currency,
      availability: 'https://schema.org/InStock',
      url,
    },
  };
}

export function breadcrumbs(lang: string, tour: Tour, text: TourText, common: HeadTexts): WithContext<BreadcrumbList> {
  const items = [
    { name: common.meta.breadcrumbHome, path: '/' },
    { name: common.meta.breadcrumbTours, path: '/tours' },
    { name: text.name, path: `/tours/${tour.slug}` },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absoluteUrl(localPath(lang, item.path)),
    })),
  };
}

export function tourList(lang: string, tours: readonly Tour[], texts: TextParts['tours']): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: tours.map((tour, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: texts[tour.slug]?.name ?? tour.slug,
      url: absoluteUrl(localPath(lang, `/tours/${tour.slug}`)),
    })),
  };
}
