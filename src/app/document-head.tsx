// Keeps the document's title, description, canonical link and alternates in step with the route
// after a client-side navigation (not on the first render: the prerendered HTML holds them, so
// the code that computes a head is loaded at the first navigation, not with the page).
import { useEffect, useRef } from 'react';
import { fullTitle } from '../lib/seo.ts';
import { useRouteMatch } from './page-meta.ts';

export function DocumentHead({ lang }: { lang: string }) {
  const match = useRouteMatch(lang);
  const latest = useRef(match.sitePath);
  const firstPath = useRef(match.sitePath);

  useEffect(() => {
    latest.current = match.sitePath;
    if (match.sitePath === firstPath.current) return;
    firstPath.current = '';
    // The head may load a module (a tour's texts); a later navigation must not be overwritten.
    void import('./page-head.ts')
      .then(({ pageHead }) => pageHead({ ...match, lang }))
      .then((head) => {
        if (latest.current !== match.sitePath) return;
        document.title = fullTitle(head);
        document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
        const canonical = document.querySelector('link[rel="canonical"]');
        if (canonical && head.url) canonical.setAttribute('href', head.url);
        document.querySelectorAll('link[rel="alternate"][hreflang]').forEach((link) => link.remove());
        for (const { hreflang, href } of head.alternates) {
          const link = document.createElement('link');
          Object.assign(link, { rel: 'alternate', hreflang, href });
          document.head.append(link);
        }
      });
  }, [match, lang]);

  return null;
}
