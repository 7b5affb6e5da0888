// Keeps the document's title, language, description and canonical link in step with the
// route. The prerender passes a `sink` to receive the metadata it writes into the HTML; in the
// browser the same values are applied after each client-side navigation.
import { useEffect } from 'react';
import { absoluteUrl, fullTitle, type PageMeta } from '../lib/seo.ts';
import { usePageMeta } from './page-meta.ts';

export interface HeadSink {
  meta?: PageMeta;
}

export function DocumentHead({ sink }: { sink?: HeadSink }) {
  const meta = usePageMeta();
  if (sink) sink.meta = meta;

  useEffect(() => {
    document.title = fullTitle(meta);
    document.documentElement.lang = meta.lang;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
    const canonical = document.querySelector('link[rel="canonical"]');
    if (canonical && meta.path) canonical.setAttribute('href', absoluteUrl(meta.path));
  }, [meta]);

  return null;
}
