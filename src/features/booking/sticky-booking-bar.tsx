// On phones, a bar fixed to the bottom of a tour page: the price from, the free cancellation
// window and "Check availability", which scrolls to the booking panel and moves focus into it.
// It shows only once the hero's own button has scrolled away, and hides while the booking panel
// or the footer (whose legal links and cookie settings it would cover) is on screen and while the
// cookie banner (fixed to the same edge) waits for a choice. Being fixed and moved by transform
// and opacity alone, it never shifts the page.
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useConsentStore } from '../../lib/consent-store.ts';
import { useFocusClearOf } from '../../lib/use-focus-clear-of.ts';
import './sticky-booking-bar.css';

interface StickyBookingBarProps {
  /** The price line, written at build time (sticky-price.ts): the browser needs no Intl
   * formatter, whose first use holds a phone's main thread for tens of milliseconds. */
  priceLine: string;
  /** "Check availability". */
  label: string;
  /** The hero's own "Check availability" button (a selector). */
  heroButton: string;
  /** The id of the element holding the booking panel. */
  panelId: string;
}

export function StickyBookingBar({ priceLine, label, heroButton, panelId }: StickyBookingBarProps) {
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

  function checkAvailability(event: MouseEvent) {
    event.preventDefault();
    const holder = document.getElementById(panelId);
    // The panel itself takes focus (tabIndex -1), so the next Tab continues inside it.
    const panel = holder?.querySelector<HTMLElement>('[tabindex="-1"]') ?? holder;
    if (!panel) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    panel.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    panel.focus({ preventScroll: true });
  }

  const visible = heroAway && !panelOnScreen && !footerOnScreen && !bannerMayShow;
  const bar = useRef<HTMLDivElement>(null);
  useFocusClearOf(bar, visible);
  return (
    // Hidden, out of the tab order at once: its visibility changes only once it has slid away.
    <div ref={bar} className={visible ? 'sticky-booking-bar is-visible' : 'sticky-booking-bar'} inert={!visible}>
      <p className="sticky-booking-bar__price">{priceLine}</p>
      <a href={`#${panelId}`} className="button sticky-booking-bar__button" onClick={checkAvailability}>
        {label}
      </a>
    </div>
  );
}
