// How a tour is booked, from its `booking` in tours.yaml: the language menu and, per language,
// the provider's widget or (for a language without a product) booking by message. Tours
// without `booking` get the Book Now page and the contact details instead.
import { useRef } from 'react';
import type { Tour } from '../../generated/config-types.ts';
import { useNearScreen } from '../../lib/use-near-screen.ts';
import { BookByMessage } from './book-by-message.tsx';
import { BookDirect } from './book-direct.tsx';
import { EnglishLauncher } from './english-launcher.tsx';
import { LanguageDropdown } from './language-dropdown.tsx';
import { WidgetFrame } from './widget-frame.tsx';
import { englishLanguageName, languageOptions, useWidgetLanguage } from './widget-language.ts';
import './booking-panel.css';

export function BookingPanel({ tour }: { tour: Tour }) {
  const panel = useRef<HTMLElement>(null);
  // The checkout script runs on this page (unlike the widget, framed): it loads only once the
  // panel is within a screen of the viewport.
  const near = useNearScreen(panel);
  return (
    <section ref={panel} className="booking-panel" aria-labelledby="booking-panel-title">
      <h2 id="booking-panel-title" className="booking-panel__title">
        Book this tour
      </h2>
      {tour.booking ? <OnlineBooking tour={tour} near={near} /> : <BookDirect tourName={tour.name} />}
    </section>
  );
}

function OnlineBooking({ tour, near }: { tour: Tour; near: boolean }) {
  const [code, setCode] = useWidgetLanguage(tour);
  const options = languageOptions(tour.languages);
  const language = options.find((option) => option.code === code)!;
  const products = tour.booking?.products ?? {};
  const productId = products[code];
  const englishProduct = products.en;

  return (
    <>
      <LanguageDropdown label="Tour language" options={options} value={code} onChange={setCode} />
      {tour.booking?.launcher && englishProduct && (
        <EnglishLauncher productId={englishProduct} visible={code === 'en'} near={near} />
      )}
      {productId ? (
        <WidgetFrame productId={productId} title={`Booking widget: ${tour.name} in ${englishLanguageName(code)}`} />
      ) : (
        <BookByMessage tour={tour} language={language} />
      )}
    </>
  );
}
