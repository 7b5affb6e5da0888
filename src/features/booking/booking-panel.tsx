// How a tour is booked, from tours.yaml: the language menu and, per language, the provider's
// widget (`booking`) or booking by message, pre-filled with the tour and the language (a language
// without a product, or a tour without any). Where the provider fails to load, the failed part
// gives way to the same ways to book directly. A tour sold on the hosted checkout only
// (`checkoutProduct`) gets its Book Now there and the contact details.
import { useState, useRef } from 'react';
import type { Tour } from '../../generated/config-types.ts';
import { languageName } from '../../lib/languages.ts';
import { format, useLanguage, useLocale, useTexts } from '../../lib/texts.ts';
import { useNearScreen } from '../../lib/use-near-screen.ts';
import { BookDirect } from './book-direct.tsx';
import { BookingFallback } from './booking-fallback.tsx';
import { DirectBookingDetails } from './direct-booking-details.tsx';
import { EnglishLauncher } from './english-launcher.tsx';
import { LanguageSelect } from './language-select.tsx';
import { NextDepartures } from './next-departures.tsx';
import { WidgetFrame } from './widget-frame.tsx';
import { languageOptions, useWidgetLanguage } from './widget-language.ts';
import './booking-panel.css';

interface BookingPanelProps {
  tour: Tour;
  /** The tour's name in the page's language. */
  name: string;
  /** The build's cache-buster for the widget's frame page. */
  cacheBuster: string;
}

export function BookingPanel({ tour, name, cacheBuster }: BookingPanelProps) {
  const panel = useRef<HTMLElement>(null);
  const words = useTexts('booking');
  // The checkout script runs on this page (unlike the widget, framed): it loads only once the
  // panel is within a screen of the viewport.
  const near = useNearScreen(panel);
  return (
    <section ref={panel} className="booking-panel" aria-labelledby="booking-panel-title" tabIndex={-1}>
      <h2 id="booking-panel-title" className="booking-panel__title">
        {words.title}
      </h2>
      {tour.checkoutProduct && !tour.booking ? (
        <BookDirect tour={tour} tourName={name} />
      ) : (
        <BookingByLanguage tour={tour} name={name} near={near} cacheBuster={cacheBuster} />
      )}
    </section>
  );
}

function BookingByLanguage({ tour, name, near, cacheBuster }: BookingPanelProps & { near: boolean }) {
  const [code, setCode] = useWidgetLanguage(tour);
  const words = useTexts('booking');
  const lang = useLanguage();
  const locale = useLocale();
  const options = languageOptions(tour.languages);
  const products = tour.booking?.products ?? {};
  const productId = products[code];
  const englishProduct = products.en;
  // What failed stays failed while this panel lives: the frame per product, the launcher once.
  const [failedProducts, setFailedProducts] = useState<ReadonlySet<string>>(new Set());
  const [launcherFailed, setLauncherFailed] = useState(false);
  const hasLauncher = Boolean(tour.booking?.launcher && englishProduct);
  const frameFailed = productId !== undefined && failedProducts.has(productId);
  const failed = frameFailed || (hasLauncher && code === 'en' && launcherFailed);
  const request = { tour: name, language: code };

  // The calendar and what goes with it were a quarter of a tour page's first layout on a phone,
  // where the panel lies below the first screen: they are laid out as they near the screen
  // (`lazy-render`, the stand-in height in booking-panel.css), and the frame is started after the
  // main photo (runtime-start.ts), not by the first layout. Not the tour language: the browser
  // looks at every form field once the page is parsed, and a field in a part left out made it
  // lay that whole part out before the first paint (docs/performance.md).
  return (
    <>
      <LanguageSelect label={words.tourLanguage} options={options} value={code} onChange={setCode} />
      <div className={tour.booking ? 'booking-panel__calendar lazy-render' : 'booking-panel__calendar'}>
        {/* Only a language with a product has departures to ask for. */}
        {productId && <NextDepartures tour={tour.slug} language={code} />}
        {hasLauncher && englishProduct && (
          <EnglishLauncher
            productId={englishProduct}
            visible={code === 'en' && !launcherFailed}
            near={near}
            label={words.launcher}
            onFail={() => setLauncherFailed(true)}
          />
        )}
        {productId ? (
          failed && <BookingFallback reason={frameFailed ? 'failed' : 'launcher-failed'} request={request} />
        ) : (
          <BookingFallback reason={tour.booking ? 'no-product' : 'direct'} request={request} />
        )}
        {productId && !frameFailed && (
          <WidgetFrame
            productId={productId}
            lang={lang}
            cacheBuster={cacheBuster}
            loadingText={words.loading}
            title={format(words.widgetTitle, { tour: name, language: languageName(code, locale) })}
            onFail={() => setFailedProducts((failed) => new Set(failed).add(productId))}
          />
        )}
        {/* Booking by phone, WhatsApp or email is always at hand, whatever the calendar does; without
            script, where the calendar cannot work, unfolded in its place. */}
        {productId && !failed && <DirectBookingDetails request={request} />}
      </div>
    </>
  );
}
