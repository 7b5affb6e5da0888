// The bars stuck to the bottom of the screen (the cookie banner, the language offer, a tour's
// booking bar) cover what scrolls under them. A link or field focused from the keyboard that
// lands under one, or that a bar comes up over, is scrolled clear of it.
//
// Not `scroll-padding-bottom`, which the browser applies to the bars' own links too: the banner
// and the offer are sticky, and focusing the offer's link scrolled a tour page down far enough to
// bring the booking bar up, which hides the offer, and focus was lost.
import { useEffect, type RefObject } from 'react';

const shown = new Set<HTMLElement>();
/** Space left between a focused element and the bar's edge, in px. */
const GAP = 8;

/** Where the bar's top will be once in place (the booking bar slides up into it). */
function topOf(bar: HTMLElement): number {
  const fromEdge = parseFloat(getComputedStyle(bar).bottom) || 0;
  return Math.min(bar.getBoundingClientRect().top, innerHeight - fromEdge - bar.offsetHeight);
}

function scrollClear(focused: Element | null): void {
  // The menu and the cookie settings are laid over the bars: nothing of theirs is under one.
  if (!focused?.matches(':focus-visible') || focused.closest(':popover-open, :modal')) return;
  const over = [...shown].filter((bar) => !bar.contains(focused) && getComputedStyle(bar).visibility !== 'hidden');
  if (over.length === 0) return;
  const edge = Math.min(...over.map(topOf));
  const box = focused.getBoundingClientRect();
  // Below the screen, a scroll is on its way to it (the browser's, or the booking bar's smooth
  // one to the panel it focuses): not to be cut short.
  if (box.top >= innerHeight) return;
  // Never so far that its top goes under the header (the page's scroll-padding-top): an element
  // taller than the space left shows its beginning.
  const header = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const by = Math.min(box.bottom + GAP - edge, box.top - header - GAP);
  if (by > 0) window.scrollBy({ top: by, behavior: 'instant' });
}

// After the browser's own scroll to the focused element, which comes with the focus.
const onFocus = (event: FocusEvent) => requestAnimationFrame(() => scrollClear(event.target as Element));

/** Keeps what the keyboard focuses clear of `bar` while `visible`. */
export function useBottomBar(bar: RefObject<HTMLElement | null>, visible: boolean): void {
  useEffect(() => {
    const element = bar.current;
    if (!element || !visible) return;
    if (shown.size === 0) document.addEventListener('focusin', onFocus);
    shown.add(element);
    requestAnimationFrame(() => scrollClear(document.activeElement));
    return () => {
      shown.delete(element);
      if (shown.size === 0) document.removeEventListener('focusin', onFocus);
    };
  }, [bar, visible]);
}
