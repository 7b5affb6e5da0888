import './styles/global.css';
import { Route, Router, Switch } from 'wouter';
import { LanguageContext } from '../lib/texts.ts';
import { Layout } from './layout/layout.tsx';
import { localPattern } from './page-meta.ts';
import { notFoundRoute, routes } from './routes.tsx';

const NotFoundPage = notFoundRoute.page;

interface AppProps {
  /** The document's language: every link and text of the page is in it. */
  lang: string;
  /** The page's address: wouter matches it against the route table. */
  ssrPath: string;
}

/** A whole page, rendered at build time (entry-server.tsx). It ships no code: only its islands
 * run in the browser (src/lib/islands.ts). */
export function App({ lang, ssrPath }: AppProps) {
  return (
    <LanguageContext value={lang}>
      <Router ssrPath={ssrPath}>
        <Layout>
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
        </Layout>
      </Router>
    </LanguageContext>
  );
}
