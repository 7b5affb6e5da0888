// The booking panel as prerendered (renderToString): what each kind of tour shows before any
// script runs. A prerender always sees the store's initial state (the default language), so
// other languages are rendered through their own components here; choosing them in the page
// is covered by tests/e2e/booking.test.ts. The texts are the English ones, read from the
// generated modules, so that rewording i18n/en.yaml does not break these tests.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import type { Tour } from '../../generated/config-types.ts';
import type { TextParts } from '../../generated/i18n-types.ts';
import { site } from '../../generated/site.ts';
import { mailtoHref, telHref, whatsappHref } from '../../lib/contact-links.ts';
import { IslandIdContext } from '../../lib/element-id.ts';
import { format, LanguageContext, loadTexts } from '../../lib/texts.ts';
import { BookingFallback } from './booking-fallback.tsx';
import { BookingPanel } from './booking-panel.tsx';

const NAME = 'Sample & Tour';
const base: Tour = {
  slug: 'sample',
  card: { image: 'colosseum.jpg' },
  duration: { hours: 2 },
  groupSize: { max: 10, per: 'group' },
  languages: ['en', 'es', 'zh'],
  price: { from: 50, currency: 'EUR' },
  meetingPoint: { lat: 41.9, lng: 12.5 },
  startTimes: ['10:00'],
  cancellationHours: 24,
};
const EN = '11111111-1111-4111-8111-111111111111';
const withWidget: Tour = {
  ...base,
  booking: { launcher: true, products: { en: EN, es: '22222222-2222-4222-8222-222222222222' } },
};

let words: TextParts['booking'];
let common: TextParts['common'];
beforeAll(async () => {
  words = await loadTexts('en', 'booking');
  common = await loadTexts('en', 'common');
});

/** `&` as React writes it in an attribute. */
const attr = (value: string) => value.replaceAll('&', '&amp;');

const inEnglish = (node: ReactNode) =>
  renderToString(
    <LanguageContext value="en">
      <IslandIdContext value="panel">
        <Router ssrPath="/tours/sample">{node}</Router>
      </IslandIdContext>
    </LanguageContext>,
  );
const render = (tour: Tour) => inEnglish(<BookingPanel tour={tour} name={NAME} cacheBuster="test" />);

describe('BookingPanel', () => {
  it("offers the language menu set to English, with the widget's frame in the HTML and booking by message at hand", () => {
    const html = render(withWidget);
    const english = site.languages.find((language) => language.code === 'en')!.name;
    expect(html).toContain(words.title);
    expect(html).toMatch(new RegExp(`<label [^>]*>${words.tourLanguage}</label>`));
    // The browser's own select, set to English: it works before and without the panel's code.
    expect(html).toMatch(new RegExp(`<option value="en" lang="en" selected="">${english}</option>`));
    expect(html).toContain(words.loading);
    // The frame is requested while the page loads, script or not.
    expect(html).toMatch(/<iframe [^>]*src="\/ventrata-widget\.html\?productID=[^"&]+&amp;lang=en&amp;cb=test"/);
    // The ways to book directly, without script too.
    expect(html).toContain(`<summary>${words.fallbackTitle}</summary>`);
    expect(html).toMatch(/href="tel:/);
  });

  it('shows the English launcher, visible, while English is chosen: a link to the checkout on its product', () => {
    const html = render(withWidget);
    expect(html).toContain(`data-config="{&quot;productID&quot;:&quot;${EN}&quot;,&quot;lang&quot;:&quot;en&quot;}"`);
    const launcher = new RegExp(`<a href="([^"]+)" ventrata-checkout=""[^>]*>${words.launcher}</a>`).exec(html);
    expect(launcher).not.toBeNull();
    const href = new URL(launcher![1]!.replaceAll('&amp;', '&'));
    expect(href.origin).toBe(new URL(site.booking.checkoutUrl).origin);
    expect(Object.fromEntries(href.searchParams)).toMatchObject({ productID: EN, lang: 'en' });
    expect(html).not.toMatch(/ventrata-checkout=""[^>]*hidden/);
  });

  it('renders no launcher while another language is chosen: on a Spanish page, Spanish', async () => {
    await Promise.all([loadTexts('es', 'booking'), loadTexts('es', 'common')]);
    const html = renderToString(
      <LanguageContext value="es">
        <IslandIdContext value="panel">
          <Router ssrPath="/es/tours/sample">
            <BookingPanel tour={withWidget} name={NAME} cacheBuster="test" />
          </Router>
        </IslandIdContext>
      </LanguageContext>,
    );
    expect(html).toMatch(/<option value="es" lang="es" selected="">/);
    expect(html).toMatch(/<iframe [^>]*src="\/ventrata-widget\.html\?productID=22222222-[^"]*&amp;lang=es&amp;/);
    expect(html).not.toContain('ventrata-checkout');
  });

  it('has no launcher when the tour does not ask for one', () => {
    const html = render({ ...withWidget, booking: { products: withWidget.booking!.products } });
    expect(html).not.toContain('ventrata-checkout');
    expect(html).toContain('<select');
  });

  it('offers a call, WhatsApp and email, naming the tour and language, for a language without a product', () => {
    const html = inEnglish(<BookingFallback reason="no-product" request={{ tour: NAME, language: 'zh' }} />);
    const values = { tour: NAME, language: 'Chinese' }; // the language named in the page's language
    const message = format(words.requestMessage, values);
    expect(html).toContain(attr(telHref(site.contact.phone)));
    expect(html).toContain(attr(whatsappHref(site.contact.whatsapp, message)));
    expect(html).toContain(attr(mailtoHref(site.contact.email, format(words.requestSubject, values), message)));
    expect(html).toContain('Sample%20%26%20Tour');
    expect(html).toContain(attr(format(words.byMessageTitle, values)));
    expect(html).not.toMatch(/\{\w+\}/); // every placeholder filled in
  });

  it('offers to book directly when the provider failed, with "Contact us" a link to the contact page', () => {
    const html = inEnglish(<BookingFallback reason="failed" request={{ tour: NAME, language: 'es' }} />);
    expect(html).toContain(words.fallbackTitle);
    expect(html).toContain(attr(words.fallbackText));
    expect(html).toContain(
      attr(whatsappHref(site.contact.whatsapp, format(words.requestMessage, { tour: NAME, language: 'Spanish' }))),
    );
    expect(html).toContain(`<a href="/contact">${words.contactUs}</a>`);
    expect(html).not.toMatch(/\{\w+\}/);
  });

  it('asks for a booking in general where no tour is known (/book-now)', () => {
    const html = inEnglish(<BookingFallback reason="failed" level={2} />);
    expect(html).toMatch(new RegExp(`<h2[^>]*>${words.fallbackTitle}</h2>`));
    expect(html).toContain(
      attr(mailtoHref(site.contact.email, words.bookNowRequestSubject, words.bookNowRequestMessage)),
    );
  });

  it('renders the Spanish texts on a Spanish page', async () => {
    const es = await loadTexts('es', 'booking');
    await loadTexts('es', 'common'); // loaded, so that rendering does not suspend
    const html = renderToString(
      <LanguageContext value="es">
        <Router ssrPath="/es/tours/sample">
          <BookingFallback reason="failed" request={{ tour: NAME, language: 'it' }} />
        </Router>
      </LanguageContext>,
    );
    expect(html).toContain(es.fallbackTitle);
    expect(html).toContain(
      attr(whatsappHref(site.contact.whatsapp, format(es.requestMessage, { tour: NAME, language: 'italiano' }))),
    );
    expect(html).toContain(`<a href="/es/contact">${es.contactUs}</a>`);
  });

  it('books a tour without any online product directly, pre-filled with the tour and its language, never the bare /book-now', () => {
    const html = render(base);
    const request = { tour: NAME, language: 'English' };
    expect(html).toContain(words.fallbackTitle);
    expect(html).toContain(format(words.directText, { language: 'English' }));
    expect(html).toContain('name="tour-language"'); // the tour language can be chosen
    expect(html).toContain(`href="${telHref(site.contact.phone)}"`);
    expect(html).toContain(attr(whatsappHref(site.contact.whatsapp, format(words.requestMessage, request))));
    expect(html).toContain(
      attr(
        mailtoHref(site.contact.email, format(words.requestSubject, request), format(words.requestMessage, request)),
      ),
    );
    expect(html).not.toContain('href="/book-now"');
  });

  it("sends Book Now to the hosted checkout on the tour's product when it names one", () => {
    const product = '33333333-3333-4333-8333-333333333333';
    const html = render({ ...base, checkoutProduct: product });
    expect(html).toContain(`productID=${product}`);
    expect(html).toContain(`href="${attr(new URL(site.booking.checkoutUrl).origin)}`);
    expect(html).toContain(common.chrome.bookNow);
    expect(html).toContain(attr(mailtoHref(site.contact.email, format(words.questionSubject, { tour: NAME }))));
    expect(html).not.toContain('href="/book-now"');
  });
});
