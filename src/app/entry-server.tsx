// Renders one route to HTML at build time. `prerender` (unlike renderToString) waits for the
// route's lazily loaded page, so the HTML holds the whole page.
import { prerender } from 'react-dom/static';
import { site } from '../generated/site.ts';
import { App } from './app.tsx';
import type { HeadSink } from './document-head.tsx';
import { pageMeta } from './page-meta.ts';
import type { PageMeta } from '../lib/seo.ts';

export async function render(path: string): Promise<{ html: string; meta: PageMeta }> {
  const head: HeadSink = {};
  // A page's content is written in place, whatever its size. (Above progressiveChunkSize React
  // writes a large boundary hidden, with an inline script that reveals it: the page would show
  // nothing without JavaScript and its first paint would wait for that script.)
  const { prelude } = await prerender(<App ssrPath={path} headSink={head} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const html = await new Response(prelude).text();
  if (!head.match) throw new Error(`Rendering ${path} matched no route`);
  return { html, meta: await pageMeta(head.match) };
}

export const heroImage = site.hero.image;
export { routes, notFound, EXTRA_PAGES } from './routes.tsx';
export { structuredData, photoAbsoluteUrl } from './structured-data.ts';
export { headHtml } from '../lib/head-html.ts';
