// `npm run dev`: the contact API (server/index.ts, without the prerendered site) on port 5000
// and Vite's dev server with hot reload on 5173, which proxies /api to it (vite.config.ts).
// Each page is rendered on request by the entry the build prerenders with
// (src/app/entry-server.tsx), in the build's document (scripts/prerender.ts), and its islands
// hydrated by the same runtime. The build inlines each page's own CSS; here every stylesheet
// loaded so far is linked, which is all the site's once a page has rendered.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type ViteDevServer } from 'vite';
import { CLIENT_ENTRY, SERVER_ENTRY } from '../src/lib/bundle-entries.ts';
import { RUNTIME_ATTRIBUTE } from '../src/lib/islands.ts';
import { documentHtml } from './prerender.ts';

type EntryServer = typeof import('../src/app/entry-server.tsx');

process.env.PORT ??= '5000';
const { main } = await import('../server/index.ts');
await main({ serveSite: false });

const vite = await createServer({ root: new URL('..', import.meta.url).pathname, appType: 'custom' });
vite.middlewares.use((req, res, next) => {
  if (req.method !== 'GET' || !req.headers.accept?.includes('text/html')) return next();
  renderPage(vite, req, res).catch((error: unknown) => {
    vite.ssrFixStacktrace(error as Error);
    next(error);
  });
});
await vite.listen();
vite.printUrls();

async function renderPage(vite: ViteDevServer, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  const entry = (await vite.ssrLoadModule(`/${SERVER_ENTRY}`)) as EntryServer;
  const pages = await entry.pagesToWrite();
  // The page at this address, else what the server would answer (server/static/resolve.ts): a
  // placeholder one segment under its prefix, or the 404 page of the longest matching prefix.
  const page =
    pages.find((candidate) => candidate.status === 200 && candidate.sitePath === pathname) ??
    pages
      .filter(({ status, placeholderFor: prefix }) => status === 404 && prefix && pathname.startsWith(prefix))
      .filter(
        ({ route, placeholderFor = '' }) =>
          route.key === 'not-found' || !pathname.slice(placeholderFor.length).includes('/'),
      )
      .sort((a, b) => (b.placeholderFor?.length ?? 0) - (a.placeholderFor?.length ?? 0))[0];
  if (!page) throw new Error(`No page answers ${pathname}`);
  const { body, head } = await entry.renderPage(page);
  const stylesheets = [...vite.moduleGraph.urlToModuleMap.keys()].filter(
    (url) => url.startsWith('/src/') && url.endsWith('.css'),
  );
  const html = documentHtml({
    lang: page.lang,
    head,
    css: '',
    body,
    code: [
      ...stylesheets.map((url) => `<link rel="stylesheet" href="${url}">`),
      `<script type="module" src="/src/features/consent/consent-mark.ts"></script>`,
      `<script type="module" src="/src/app/runtime-start.ts" ${RUNTIME_ATTRIBUTE}="/${CLIENT_ENTRY}"></script>`,
    ],
    inline: { consentMark: '', runtimeStart: '' },
  });
  res.statusCode = page.status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end(await vite.transformIndexHtml(pathname, html));
}
