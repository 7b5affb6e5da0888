import { Suspense, useEffect } from 'react';
import { Route, Router, Switch } from 'wouter';
import { DocumentHead, type HeadSink } from './document-head.tsx';
import { Layout } from './layout/layout.tsx';
import { notFound, routes } from './routes.tsx';

const NotFoundPage = notFound.page;

interface AppProps {
  /** The path to render on the server (prerender); the browser uses its own location. */
  ssrPath?: string;
  headSink?: HeadSink;
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

export function App({ ssrPath, headSink }: AppProps) {
  return (
    <Router ssrPath={ssrPath}>
      <DocumentHead sink={headSink} />
      <Layout>
        {/* Pages are separate chunks; while one loads after a click, the layout stays. */}
        <Suspense fallback={<div className="page-loading" />}>
          <Switch>
            {routes.map(({ pattern, page: Page }) => (
              <Route key={pattern} path={pattern}>
                {(params) => <Page params={params} />}
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
  );
}
