// The bars stuck to the bottom of a phone's screen (the cookie banner, the language offer, a
// tour's booking bar) cover what scrolls under them. A link or field focused from the keyboard
// that lands under one, that a bar comes up over, or that the page pushes under one as it grows
// above it (the booking frame taking its calendar's height), is scrolled clear of it.
//
// Not `scroll-padding-bottom`, which the browser applies to the bars' own links too: the banner
// and the offer are sticky, and focusing the offer's link scrolled a tour page down far enough to
// bring the booking bar up, which hides the offer, and focus was lost. Not `:focus-visible`
// either, which a field tapped or clicked matches too: the page moved under the finger.
import { useEffect, type RefObject } from 'react';

const shown = new Set<HTMLElement>();
/** Space left between a focused element and the bar's edge, in px. */
const GAP = 8;
/** Whether the visitor's last input was a key (not a pointer or a wheel). */
let fromKeyboard = false;

/** Where the bar's top will be once in place (the booking bar slides up into it). */
function topOf(bar: HTMLElement): number {
  const fromEdge = parseFloat(getComputedStyle(bar).bottom) || 0;
  return Math.min(bar.getBoundingClientRect().top, innerHeight - fromEdge - bar.offsetHeight);
}

/** Drawn (the booking bar is not, above a phone's width), and covering the element's column. */
function covers(bar: HTMLElement, box: DOMRect): boolean {
  const rect = bar.getBoundingClientRect();
  const drawn = bar.getClientRects().length > 0 && getComputedStyle(bar).visibility !== 'hidden';
  return drawn && rect.left < box.right && rect.right > box.left;
}

function scrollClear(focused: Element | null): void {
  // The menu and the cookie settings are laid over the bars: nothing of theirs is under one.
  if (!fromKeyboard || !focused || focused.closest(':popover-open, [aria-modal="true"]')) return;
  const box = focused.getBoundingClientRect();
  // Below the screen, a scroll is on its way to it (the browser's, or the booking bar's smooth
  // one to the panel it focuses): not to be cut short.
  if (box.top >= innerHeight) return;
  const over = [...shown].filter((bar) => !bar.contains(focused) && covers(bar, box));
  if (over.length === 0) return;
  const edge = Math.min(...over.map(topOf));
  // Never so far that its top goes under the header (the page's scroll-padding-top): an element
  // taller than the space left shows its beginning.
  const header = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const by = Math.min(box.bottom + GAP - edge, box.top - header - GAP);
  if (by > 0) window.scrollBy({ top: by, behavior: 'instant' });
}

/** The focused element, and where it stood in the page when last seen. */
let placed: { element: Element; top: number } | undefined;
const topInPage = (element: Element) => element.getBoundingClientRect().top + window.scrollY;

// After the browser's own scroll to the focused element, which comes with the focus.
const onFocus = (event: Event) => {
  const focused = event.target as Element;
  placed = { element: focused, top: topInPage(focused) };
  if (shown.size > 0) requestAnimationFrame(() => scrollClear(focused));
};
// Something growing on the screen above the focused element pushes it down: scroll anchoring
// keeps in place only what grows above the screen. The body's size changes then, after the
// layout and before the paint. Only an element the page moved is scrolled: not one the visitor
// scrolled under a bar, with the arrows or Space, before something else changed size.
const pageGrown = () => {
  const focused = document.activeElement;
  const moved = focused && placed?.element === focused && topInPage(focused) !== placed.top;
  if (moved && shown.size > 0) scrollClear(focused);
  placed = focused ? { element: focused, top: topInPage(focused) } : undefined;
};
const onKey = () => (fromKeyboard = true);
const onPointer = () => (fromKeyboard = false);
let listening = false;

/** Keeps what the keyboard focuses clear of `bar` while `visible`. */
export function useFocusClearOf(bar: RefObject<HTMLElement | null>, visible: boolean): void {
  useEffect(() => {
    // From the first bar's code on, for good: the key that brings a bar up comes before it.
    if (!listening) {
      const options = { capture: true, passive: true };
      document.addEventListener('focusin', onFocus, options);
      document.addEventListener('keydown', onKey, options);
      document.addEventListener('pointerdown', onPointer, options);
      document.addEventListener('wheel', onPointer, options);
      new ResizeObserver(pageGrown).observe(document.body);
      listening = true;
    }
    const element = bar.current;
    if (!element || !visible) return;
    shown.add(element);
    requestAnimationFrame(() => scrollClear(document.activeElement));
    return () => void shown.delete(element);
  }, [bar, visible]);
}
