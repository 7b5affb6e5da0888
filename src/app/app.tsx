import { Suspense, useEffect } from 'react';
import { Route, Router, Switch } from 'wouter';
import { LanguageContext } from '../lib/texts.ts';
import { DocumentHead } from './document-head.tsx';
import { Layout } from './layout/layout.tsx';
import { localPattern } from './page-meta.ts';
import { notFoundRoute, routes } from './routes.tsx';

const NotFoundPage = notFoundRoute.page;

interface AppProps {
  /** The document's language: every link and text of the page is in it. */
  lang: string;
  /** The path to render on the server (prerender); the browser uses its own location. */
  ssrPath?: string;
}

/** Marks the document once React owns all of it: rendered inside the page's Suspense boundary,
 * whose content hydrates after the shell (the page's chunk), so its effect runs last. Browser
 * tests wait for this mark before interacting. */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

export function App({ lang, ssrPath }: AppProps) {
  return (
    <LanguageContext value={lang}>
      <Router ssrPath={ssrPath}>
        <DocumentHead lang={lang} />
        <Layout>
          {/* Pages are separate chunks; while one loads after a click, the layout stays. */}
          <Suspense fallback={<div className="page-loading" />}>
            <Switch>
              {routes.map((route) => (
                <Route key={route.key} path={localPattern(route, lang)}>
                  {(params) => <route.page params={params} />}
                </Route>
              ))}
              <Route>
                <NotFoundPage params={{}} />
              </Route>
            </Switch>
            <HydrationMark />
          </Suspense>
        </Layout>
      </Router>
    </LanguageContext>
  );
}
