// A part of a page below the first screen whose code loads when the visitor nears it, not with
// the page: a phone's first view runs only what the first screen needs. Meanwhile the
// prerendered HTML shows the part (a Suspense boundary whose content is still loading keeps the
// server's HTML while hydrating), and React hydrates it when its code has arrived. After a
// client-side navigation there is nothing to show meanwhile, so the code loads at once.
import { lazy, Suspense, type ComponentType } from 'react';

// Until the visitor's first client-side navigation (wouter announces its navigations as
// `pushState`), the page is the prerendered one, hydrating; React hydrates a part inside a
// Suspense boundary after the rest of the page, so the document's "hydrated" mark cannot tell.
let firstPage = typeof window !== 'undefined';
if (firstPage) for (const type of ['pushState', 'popstate']) addEventListener(type, () => (firstPage = false));

/** Resolves once the element `id` comes into the viewport, or at once where there is nothing
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
    // On the screen, not near it: the part is shown meanwhile, and a phone's first view loads
    // nothing for the parts below it (the browser tests hold it to that at 390 × 844).
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done());
    observer.observe(element);
    // Leaving the page before reaching the part loads it too: a later page showing it must not
    // wait on an element that is gone.
    addEventListener('pushState', done);
    addEventListener('popstate', done);
  });
}

/**
 * The component `load` gives, loaded once the element `anchorId` (rendered around it by the
 * page, outside this part) nears the screen. `load` may load the part's texts as well.
 */
export function deferred<P extends object>(anchorId: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = lazy(async () => {
    await nearScreen(anchorId);
    return { default: await load() };
  });
  return function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}
