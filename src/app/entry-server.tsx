// The build's view of the site (scripts/prerender.ts): every page to write, from the route
// table, and each page rendered to HTML with its head and the islands it holds. `prerender`
// (unlike renderToString) waits for the route's lazily loaded page and texts, so the HTML holds
// the whole page.
import { prerender } from 'react-dom/static';
import { headHtml } from '../lib/head-html.ts';
import type { HeadTags } from '../lib/seo.ts';
import { siteLanguages } from '../lib/languages.ts';
import { LanguageContext } from '../lib/texts.ts';
import { App } from './app.tsx';
import type { FormReply } from '../lib/contact-api.ts';
import { Island, IslandsOnPage, type IslandUse } from './islands/island-html.tsx';
import { pageHead, sitePath, type PageAddress } from './page-head.ts';
import { fileFor, notFoundRoute, NOT_FOUND_FILE, routes } from './routes.tsx';
import { localPath } from '../lib/languages.ts';
import { matchRoute } from 'wouter';
import { defaultParser } from './page-meta.ts';

export interface PageToWrite extends PageAddress {
  /** The address the page is served at, and the file it is written to under dist/client. */
  sitePath: string;
  file: string;
  status: 200 | 404;
  /** For placeholders: the site-path prefix (`/es/tours/`) whose unknown addresses get this page. */
  placeholderFor?: string;
}

/** Every page the build writes: each route's paths in each language, placeholders, 404s. */
export async function pagesToWrite(): Promise<PageToWrite[]> {
  const pages: PageToWrite[] = [];
  for (const { code: lang } of siteLanguages) {
    for (const route of routes) {
      for (const path of await route.paths(lang)) {
        const address = { route, lang, path, params: paramsOf(route.pattern, path) };
        const at = sitePath(address);
        pages.push({ ...address, sitePath: at, file: fileFor(at), status: 200 });
      }
      if (route.placeholder) {
        const at = localPath(lang, route.placeholder);
        const prefix = localPath(lang, route.pattern.slice(0, route.pattern.indexOf(':')));
        const address = { route, lang, path: route.placeholder, params: paramsOf(route.pattern, route.placeholder) };
        pages.push({
          ...address,
          sitePath: at,
          file: `placeholders/${lang}/${route.key}.html`,
          status: 404,
          placeholderFor: prefix,
        });
      }
    }
    // The 404 page of a language answers every unknown address under its prefix (`/es/…`).
    const prefix = localPath(lang, '/');
    const at = localPath(lang, '/404');
    pages.push({
      route: notFoundRoute,
      lang,
      path: '/404',
      params: {},
      sitePath: at,
      file: prefix === '/' ? NOT_FOUND_FILE : `${prefix.slice(1)}${NOT_FOUND_FILE}`,
      status: 404,
      placeholderFor: prefix,
    });
  }
  return pages;
}

function paramsOf(pattern: string, path: string): Record<string, string | undefined> {
  const [, params] = matchRoute(defaultParser, pattern, path);
  return params ?? {};
}

export interface RenderedPage {
  body: string;
  head: string;
  tags: HeadTags;
  /** The page's islands: the code it loads. */
  islands: IslandUse[];
}

export async function renderPage(page: PageToWrite): Promise<RenderedPage> {
  const islands = new Map<string, IslandUse>();
  // A page's content is written in place, whatever its size. (Above progressiveChunkSize React
  // writes a large boundary hidden, with an inline script that reveals it: the page would show
  // nothing without JavaScript and its first paint would wait for that script.)
  const { prelude } = await prerender(
    <IslandsOnPage value={islands}>
      <App lang={page.lang} ssrPath={page.sitePath} />
    </IslandsOnPage>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const body = await new Response(prelude).text();
  const tags = await pageHead(page);
  return { body, head: headHtml(tags), tags, islands: [...islands.values()] };
}

/**
 * The contact form's island as the server answers a form sent without script that it refused
 * (server/contact/form-page.ts): the visitor's values kept and each problem named at its field.
 */
export async function renderContactForm(lang: string, initial: FormReply): Promise<string> {
  // Imported here, not above: a static import would make the form's CSS every page's (prerender.ts).
  const { default: ContactFormIsland } = await import('../features/contact/contact-form.island.tsx');
  const { prelude } = await prerender(
    <LanguageContext value={lang}>
      <Island of={ContactFormIsland} lang={lang} page={localPath(lang, '/contact')} initial={initial} />
    </LanguageContext>,
    // Its ids must not meet those of the page's other islands, rendered in the page's own tree.
    { identifierPrefix: 'form-reply-' },
  );
  return new Response(prelude).text();
}
