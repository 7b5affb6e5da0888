// Renders one route to HTML at build time. `prerender` (unlike renderToString) waits for the
// route's lazily loaded page, so the HTML holds the whole page.
import { prerender } from 'react-dom/static';
import { site } from '../generated/site.ts';
import { App } from './app.tsx';
import type { HeadSink } from './document-head.tsx';

export async function render(path: string): Promise<{ html: string; head: HeadSink }> {
  const head: HeadSink = {};
  const { prelude } = await prerender(<App ssrPath={path} headSink={head} />);
  const html = await new Response(prelude).text();
  return { html, head };
}

export const heroImage = site.hero.image;
export { routes, notFound, EXTRA_PAGES } from './routes.tsx';
export { structuredData, photoAbsoluteUrl } from './structured-data.ts';
export { headHtml } from '../lib/head-html.ts';
