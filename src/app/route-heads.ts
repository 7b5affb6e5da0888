// What each route says in its pages' heads: title, description, link-preview photo and JSON-LD,
// named by the route table (routes.tsx). A module of its own, loaded only where a head is
// written: by the prerender (page-head.ts), never in the browser.
import { site } from '../generated/site.ts';
import { toursInCardOrder } from '../lib/tours.ts';
import { format, loadTexts, loadTour } from '../lib/texts.ts';
import type { HeadInput, HeadTexts, PageHead } from './routes.tsx';
import { breadcrumbs, tourList, touristTrip, travelAgency, webPage, webSite } from './structured-data.ts';

type Head = (input: HeadInput) => PageHead | Promise<PageHead>;

/** A page described by its title and description, as a WebPage. */
function described(words: (common: HeadTexts) => { title: string; description: string }): Head {
  return ({ lang, path, common }) => {
    const head = words(common);
    return { ...head, jsonLd: [webPage(lang, path, head)] };
  };
}

export const home: Head = ({ lang, common }) => ({
  title: common.meta.homeTitle,
  description: common.site.description,
  image: site.hero.image,
  jsonLd: [travelAgency(lang, common), webSite(lang)],
});

export const tours: Head = async ({ lang, path, common }) => {
  const texts = await loadTexts(lang, 'tours');
  const head = {
    title: common.meta.toursTitle,
    description: format(common.meta.toursDescription, { count: toursInCardOrder.length }),
  };
  return { ...head, jsonLd: [webPage(lang, path, head), tourList(lang, toursInCardOrder, texts)] };
};

export const tour: Head = async ({ lang, params, common }) => {
  const found = await loadTour(lang, params.slug ?? '');
  if (!found)
    return { title: common.comingSoon.tourTitle, description: common.comingSoon.tourDescription, noindex: true };
  const { facts, text } = found;
  return {
    title: text.name,
    description: text.card.description,
    image: facts.card.image,
    jsonLd: [touristTrip(lang, facts, text), breadcrumbs(lang, facts, text, common)],
  };
};

export const bookingPlaceholder: Head = ({ common }) => ({
  title: common.comingSoon.bookingTitle,
  description: common.comingSoon.bookingDescription,
  noindex: true,
});

export const bookNow = described((common) => ({
  title: common.meta.bookNowTitle,
  description: format(common.meta.bookNowDescription, { siteName: site.name }),
}));

export const about = described((common) => ({
  title: common.meta.aboutTitle,
  description: format(common.meta.aboutDescription, { siteName: site.name }),
}));

export const contact = described((common) => ({
  title: common.meta.contactTitle,
  description: format(common.meta.contactDescription, { siteName: site.name }),
}));

export const contactSent: Head = ({ common }) => ({
  title: common.meta.contactSentTitle,
  description: format(common.meta.contactDescription, { siteName: site.name }),
  // An answer to a message, not a page to find.
  noindex: true,
});

export const offline: Head = ({ common }) => ({
  title: common.meta.offlineTitle,
  description: common.site.description,
  // Shown only without a connection, in place of another page.
  noindex: true,
});

export const faq = described((common) => ({
  title: common.meta.faqTitle,
  description: common.meta.faqDescription,
}));

export const meetingPoint = described((common) => ({
  title: common.meta.meetingPointTitle,
  description: format(common.meta.meetingPointDescription, { address: site.meetingPoint.address }),
}));

export const terms = described((common) => ({
  title: common.meta.termsTitle,
  description: format(common.meta.termsDescription, { siteName: site.name }),
}));

export const privacy = described((common) => ({
  title: common.meta.privacyTitle,
  description: format(common.meta.privacyDescription, { siteName: site.name }),
}));

export const guide: Head = async ({ lang, path, params, common }) => {
  const person = site.guides.find((g) => g.slug === params.slug);
  if (!person) return notFound({ lang, path, params, common });
  const texts = await loadTexts(lang, 'guide');
  const head = {
    title: format(texts.title, { name: person.name }),
    description: format(texts.description, { name: person.name }),
  };
  return { ...head, image: person.photo, jsonLd: [webPage(lang, path, head, false)] };
};

export const notFound: Head = ({ common }) => ({
  title: common.notFound.title,
  description: common.notFound.description,
  noindex: true,
});
