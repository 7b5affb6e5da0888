// Parts of a page whose code is not part of its first view: a phone's first view runs only what
// the first screen needs.
//
// `deferred`: a part below the first screen whose code loads as the visitor nears it. Meanwhile the
// prerendered HTML shows the part (a Suspense boundary whose content is still loading keeps the
// server's HTML while hydrating), and React hydrates it when its code has arrived. A tap on one
// of its buttons in that moment would be lost (React drops events on a part it has not
// hydrated), so it is kept and replayed once the part has hydrated. After a client-side
// navigation there is nothing to show meanwhile, so the code loads at once.
//
// `staticPart`: a part made of text and links only, that needs no code where it was prerendered:
// React keeps the server's HTML as it is, and a tap on one of its links moves within the site
// as a link of React's would. After a client-side navigation React renders it, code and all.
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'wouter';

// Until the visitor's first client-side navigation (wouter announces its navigations as
// `pushState`), the page is the prerendered one, hydrating; React hydrates a part inside a
// Suspense boundary after the rest of the page, so the document's "hydrated" mark cannot tell.
let firstPage = typeof window !== 'undefined';
if (firstPage) for (const type of ['pushState', 'popstate']) addEventListener(type, () => (firstPage = false));

/** Resolves once the element `id` nears the viewport, or at once where there is nothing
 * prerendered to wait beside (the server, a page rendered after a navigation, `npm run dev`). */
function nearScreen(id: string): Promise<void> {
  if (!firstPage) return Promise.resolve();
  const element = document.getElementById(id);
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      removeEventListener('pushState', done);
      removeEventListener('popstate', done);
      resolve();
    };
    // Within a screen below the viewport: the part has loaded (and the booking widget grown to its
    // height) by the time the visitor scrolls to it, so nothing moves on the screen; and a phone's
    // first view still loads nothing for the parts further down (the browser tests hold it to that
    // at 390 × 844).
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), {
      rootMargin: '0px 0px 100% 0px',
    });
    observer.observe(element);
    // Leaving the page before reaching the part loads it too: a later page showing it must not
    // wait on an element that is gone.
    addEventListener('pushState', done);
    addEventListener('popstate', done);
  });
}

/** What a tap may be meant for before the code has arrived. Links, form fields and their
 * labels work without it (the browser acts on them), so replaying those would act twice. */
const TAPPABLE = 'button, [role="button"], [role="option"], [role="tab"]';
const NATIVE = 'a[href], input, select, textarea, label, summary';

/** The last tap on each part not hydrated yet, by anchor, and the parts hydrated. */
const taps = new Map<string, HTMLElement>();
const hydrated = new Set<string>();

function keepTaps(anchorId: string): void {
  addEventListener(
    'click',
    (event) => {
      if (!firstPage || hydrated.has(anchorId) || !(event.target instanceof Element)) return;
      const target = event.target.closest<HTMLElement>(TAPPABLE);
      if (!target?.closest(`#${anchorId}`) || event.target.closest(NATIVE)) return;
      taps.set(anchorId, target);
      // Kept from React too (this listener comes first): were the part's code there, React would
      // hydrate it at once and act on the tap, and the replay would act a second time.
      event.stopPropagation();
    },
    { capture: true },
  );
}

function ReplayTap({ anchorId }: { anchorId: string }) {
  useEffect(() => {
    hydrated.add(anchorId);
    const target = taps.get(anchorId);
    taps.delete(anchorId);
    // Hydration keeps the prerendered elements, so the tapped one is now React's, handlers and all.
    if (target?.isConnected) target.click();
  }, [anchorId]);
  return null;
}

/**
 * The component `load` gives, loaded once the element `anchorId` (rendered around it by the
 * page, outside this part) nears the screen. `load` may load the part's texts as well.
 */
export function deferred<P extends object>(anchorId: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  if (firstPage) keepTaps(anchorId);
  const Part = lazy(async () => {
    await nearScreen(anchorId);
    return { default: await load() };
  });
  return function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
        <ReplayTap anchorId={anchorId} />
      </Suspense>
    );
  };
}

/** The prerendered HTML of a static part on the first page, read before React changes it. */
function prerenderedHtml(id: string): string | undefined {
  const element = firstPage ? document.getElementById(id) : null;
  // Nothing prerendered: after a navigation, or in `npm run dev`.
  return element?.hasChildNodes() ? element.innerHTML : undefined;
}

/** A click on a link of the site inside prerendered HTML: moves within the page, as wouter's
 * links do, unless the visitor asked for a new tab or window. */
function followLink(navigate: (to: string) => void) {
  return (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const href = link?.getAttribute('href');
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
    if (!link || !href?.startsWith('/') || href.startsWith('//') || link.target || modified) return;
    event.preventDefault();
    navigate(href);
  };
}

/**
 * The component `load` gives, rendered inside an element `id`; where that element was
 * prerendered, its HTML stays as it is on the first page and the component is never loaded.
 * Only for parts whose elements do nothing but link and show: a button there would do nothing.
 */
export function staticPart<P extends object>(
  id: string,
  load: () => Promise<ComponentType<P>>,
  /** The element's class; without one it lays out as if it were not there. */
  className = 'static-part',
): ComponentType<P> {
  const Part = lazy(async () => ({ default: await load() }));
  return function StaticPart(props: P) {
    const [, navigate] = useLocation();
    const element = useRef<HTMLDivElement>(null);
    // Decided once: a part kept as prerendered stays so while it is on the page (the footer's, for
    // the whole visit), whatever the navigations around it.
    const [html] = useState(() => (typeof window === 'undefined' ? undefined : prerenderedHtml(id)));
    // One listener for the links inside (a link's Enter is a click too), which React knows nothing of.
    useEffect(() => {
      const part = element.current;
      if (html === undefined || !part) return;
      const listener = followLink(navigate);
      part.addEventListener('click', listener);
      return () => part.removeEventListener('click', listener);
    }, [html, navigate]);
    // React leaves an element's content alone when hydrating one given as HTML.
    if (html !== undefined)
      return <div id={id} ref={element} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
    return (
      <div id={id} className={className}>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </div>
    );
  };
}
