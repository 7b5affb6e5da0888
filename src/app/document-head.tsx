// Keeps the document's title, language, description and canonical link in step with the
// route. The prerender passes a `sink` to learn which route it renders (it writes that route's
// metadata into the HTML); in the browser the same values are applied after each client-side
// navigation. Not on the first render: the prerendered HTML already holds them.
import { useEffect, useRef } from 'react';
import { absoluteUrl, fullTitle } from '../lib/seo.ts';
import { pageMeta, useRouteMatch, type RouteMatch } from './page-meta.ts';

export interface HeadSink {
  match?: RouteMatch;
}

export function DocumentHead({ sink }: { sink?: HeadSink }) {
  const match = useRouteMatch();
  if (sink) sink.match = match;
  const latest = useRef(match);
  latest.current = match;
  const firstPath = useRef(match.path);

  useEffect(() => {
    if (match.path === firstPath.current) return;
    firstPath.current = '';
    // Metadata may load a module (a tour's); a later navigation must not be overwritten by it.
    void pageMeta(latest.current).then((meta) => {
      if (latest.current.path !== match.path) return;
      document.title = fullTitle(meta);
      document.documentElement.lang = meta.lang;
      document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
      const canonical = document.querySelector('link[rel="canonical"]');
      if (canonical && meta.path) canonical.setAttribute('href', absoluteUrl(meta.path));
    });
  }, [match.path]);

  return null;
}
