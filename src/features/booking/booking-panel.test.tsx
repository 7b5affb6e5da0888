// The booking panel as prerendered (renderToString): what each kind of tour shows before any
// script runs. A prerender always sees the store's initial state (the default language), so
// other languages are rendered through their own components here; choosing them in the page
// is covered by tests/e2e/booking.test.ts.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import type { Tour } from '../../generated/config-types.ts';
import { site } from '../../generated/site.ts';
import { BookByMessage } from './book-by-message.tsx';
import { BookingPanel } from './booking-panel.tsx';
import { EnglishLauncher } from './english-launcher.tsx';

const base: Tour = {
  slug: 'sample',
  name: 'Sample & Tour',
  card: { image: 'colosseum.jpg', alt: 'A sample photo', description: 'A sample tour for the test.' },
  duration: { hours: 2 },
  groupSize: { max: 10, per: 'group' },
  languages: ['en', 'es', 'zh'],
  price: { from: 50, currency: 'EUR' },
  meetingPoint: 'Somewhere in Rome',
  startTimes: ['10:00'],
  description: 'A description of the sample tour.',
  highlights: ['One highlight'],
  cancellationHours: 24,
};
const EN = '11111111-1111-4111-8111-111111111111';
const withWidget: Tour = {
  ...base,
  booking: { launcher: true, products: { en: EN, es: '22222222-2222-4222-8222-222222222222' } },
};

const render = (tour: Tour) =>
  renderToString(
    <Router ssrPath="/tours/sample">
      <BookingPanel tour={tour} />
    </Router>,
  );

describe('BookingPanel', () => {
  it('offers the language menu set to English, with the widget space reserved but no frame yet', () => {
    const html = render(withWidget);
    expect(html).toContain('aria-haspopup="listbox"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toMatch(/role="option" aria-selected="true"[^>]*>.*English/);
    expect(html).toContain('Loading booking widget...');
    expect(html).toContain('widget-frame__placeholder');
    expect(html).not.toContain('<iframe');
  });

  it('shows the English launcher, visible, while English is chosen', () => {
    const html = render(withWidget);
    expect(html).toContain(`data-config="{&quot;productID&quot;:&quot;${EN}&quot;,&quot;lang&quot;:&quot;en&quot;}"`);
    expect(html).toMatch(/<div ventrata-checkout=""[^>]*role="button"[^>]*>Book in English<\/div>/);
    expect(html).not.toMatch(/<div ventrata-checkout=""[^>]*hidden/);
  });

  it('renders no launcher while another language is chosen', () => {
    expect(renderToString(<EnglishLauncher productId={EN} visible={false} near />)).toBe('');
    expect(renderToString(<EnglishLauncher productId={EN} visible near />)).toContain('ventrata-checkout');
  });

  it('has no launcher when the tour does not ask for one', () => {
    const html = render({ ...withWidget, booking: { products: withWidget.booking!.products } });
    expect(html).not.toContain('ventrata-checkout');
  });

  it('offers WhatsApp and email, naming the tour and language, for a language without a product', () => {
    const html = renderToString(
      <BookByMessage tour={withWidget} language={{ code: 'zh', name: '中文', flag: 'CN' }} />,
    );
    expect(html).toContain(`https://wa.me/${site.contact.whatsapp.replace(/\D/g, '')}?text=`);
    expect(html).toContain(
      `mailto:${site.contact.email}?subject=Booking%20request%3A%20Sample%20%26%20Tour%20in%20Chinese`,
    );
    expect(html).toContain('<span lang="zh">中文</span>');
  });

  it('offers Book Now and the contact details for a tour without online booking', () => {
    const html = render(base);
    expect(html).toContain('href="/book-now"');
    expect(html).toContain('Book Now');
    expect(html).toContain(`tel:+${site.contact.phone.replace(/\D/g, '')}`);
    expect(html).toContain(`https://wa.me/${site.contact.whatsapp.replace(/\D/g, '')}`);
    expect(html).toContain(`mailto:${site.contact.email}`);
    expect(html).not.toContain('aria-haspopup');
  });
});
