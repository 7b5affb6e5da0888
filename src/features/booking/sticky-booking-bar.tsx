// On phones, a bar fixed to the bottom of a tour page: the price from, the free cancellation
// window and "Check availability", which scrolls to the booking panel and moves focus into it.
// It shows only once the hero's own button has scrolled away, and hides while the booking panel
// or the footer (whose legal links and cookie settings it would cover) is on screen and while the
// cookie banner (fixed to the same edge) waits for a choice. Being fixed and moved by transform
// and opacity alone, it never shifts the page.
import { useEffect, useState } from 'react';
import type { Tour } from '../../generated/config-types.ts';
import { useConsentStore } from '../../lib/consent-store.ts';
import { staticPart } from '../../lib/deferred.tsx';
import { useTexts } from '../../lib/texts.ts';
import './sticky-booking-bar.css';

// The price line is text only: where it was prerendered it needs no code, nor Intl's formatters,
// whose first use holds a phone's main thread for tens of milliseconds.
const StickyPrice = staticPart('sticky-price', () => import('./sticky-price.tsx').then((module) => module.StickyPrice));

interface StickyBookingBarProps {
  tour: Tour;
  /** The hero's own "Check availability" button (a selector). */
  heroButton: string;
  /** The id of the element holding the booking panel. */
  panelId: string;
}

export function StickyBookingBar({ tour, heroButton, panelId }: StickyBookingBarProps) {
  const words = useTexts('tour');
  // The banner is shown while no choice is known (stored or made).
  const bannerMayShow = useConsentStore((s) => s.consent === 'unset');
  const [heroAway, setHeroAway] = useState(false);
  const [panelOnScreen, setPanelOnScreen] = useState(false);
  const [footerOnScreen, setFooterOnScreen] = useState(false);

  useEffect(() => {
    const hero = document.querySelector(heroButton);
    const panel = document.getElementById(panelId);
    const footer = document.querySelector('footer.site-footer');
    if (!hero || !panel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.target === hero) setHeroAway(!entry.isIntersecting && entry.boundingClientRect.top < 0);
        else if (entry.target === panel) setPanelOnScreen(entry.isIntersecting);
        else setFooterOnScreen(entry.isIntersecting);
      }
    });
    observer.observe(hero);
    observer.observe(panel);
    if (footer) observer.observe(footer);
    return () => observer.disconnect();
  }, [heroButton, panelId]);

  function checkAvailability() {
    const holder = document.getElementById(panelId);
    // The panel itself takes focus (tabIndex -1), so the next Tab continues inside it.
    const panel = holder?.querySelector<HTMLElement>('[tabindex="-1"]') ?? holder;
    if (!panel) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    panel.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    panel.focus({ preventScroll: true });
  }

  const visible = heroAway && !panelOnScreen && !footerOnScreen && !bannerMayShow;
  return (
    <div className={visible ? 'sticky-booking-bar is-visible' : 'sticky-booking-bar'}>
      <StickyPrice tour={tour} />
      <button type="button" className="button sticky-booking-bar__button" onClick={checkAvailability}>
        {words.checkAvailability}
      </button>
    </div>
  );
}
