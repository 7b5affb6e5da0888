// How a tour is booked, from its `booking` in tours.yaml: the language menu and, per language,
// the provider's widget or (for a language without a product) booking by message. Tours
// without `booking` get the Book Now page and the contact details instead.
import { useRef } from 'react';
import type { Tour } from '../../generated/config-types.ts';
import { languageName } from '../../lib/languages.ts';
import { format, useLanguage, useLocale, useTexts } from '../../lib/texts.ts';
import { useNearScreen } from '../../lib/use-near-screen.ts';
import { BookByMessage } from './book-by-message.tsx';
import { BookDirect } from './book-direct.tsx';
import { EnglishLauncher } from './english-launcher.tsx';
import { LanguageDropdown } from './language-dropdown.tsx';
import { WidgetFrame } from './widget-frame.tsx';
import { languageOptions, useWidgetLanguage } from './widget-language.ts';
import './booking-panel.css';

export function BookingPanel({ tour, name }: { tour: Tour; name: string }) {
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
      {tour.booking ? <OnlineBooking tour={tour} name={name} near={near} /> : <BookDirect tourName={name} />}
    </section>
  );
}

function OnlineBooking({ tour, name, near }: { tour: Tour; name: string; near: boolean }) {
  const [code, setCode] = useWidgetLanguage(tour);
  const words = useTexts('booking');
  const lang = useLanguage();
  const locale = useLocale();
  const options = languageOptions(tour.languages);
  const language = options.find((option) => option.code === code)!;
  const products = tour.booking?.products ?? {};
  const productId = products[code];
  const englishProduct = products.en;

  return (
    <>
      <LanguageDropdown label={words.tourLanguage} options={options} value={code} onChange={setCode} />
      {tour.booking?.launcher && englishProduct && (
        <EnglishLauncher productId={englishProduct} visible={code === 'en'} near={near} label={words.launcher} />
      )}
      {productId ? (
        <WidgetFrame
          productId={productId}
          lang={lang}
          loadingText={words.loading}
          title={format(words.widgetTitle, { tour: name, language: languageName(code, locale) })}
        />
      ) : (
        <BookByMessage tourName={name} language={language} />
      )}
    </>
  );
}
