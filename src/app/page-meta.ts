// The route at the current location, among the routes of the document's language.
import { parse } from 'regexparam';
import { matchRoute, useLocation, useRouter } from 'wouter';
import { localPath } from '../lib/languages.ts';
import { usePathInLanguage } from './use-path-in-language.ts';
import { notFoundRoute, routes, type AppRoute } from './routes.tsx';

/** The pattern wouter matches for a route in a language (`/es/tours/:slug`). */
export function localPattern(route: AppRoute, lang: string): string {
  return route.languages === 'own' ? route.pattern : localPath(lang, route.pattern);
}

export interface RouteMatch {
  route: AppRoute;
  /** The path without the language prefix. */
  path: string;
  params: Record<string, string | undefined>;
}

type Parser = Parameters<typeof matchRoute>[0];

/** wouter's own pattern parser, for matching outside a component (build, start-up). */
export const defaultParser: Parser = (pattern, loose) => parse(pattern, loose);

export function matchPath(parser: Parser, lang: string, sitePath: string): RouteMatch {
  for (const route of routes) {
    const [matches, params] = matchRoute(parser, localPattern(route, lang), sitePath);
    if (!matches) continue;
    const prefix = localPath(lang, '/').slice(0, -1);
    const path = route.languages === 'own' || !prefix ? sitePath : sitePath.slice(prefix.length) || '/';
    return { route, path, params: params };
  }
  return { route: notFoundRoute, path: sitePath, params: {} };
}

export function useRouteMatch(lang: string): RouteMatch & { sitePath: string } {
  const router = useRouter();
  const [sitePath] = useLocation();
  return { ...matchPath(router.parser, lang, sitePath), sitePath };
}

/**
 * This page's address in the other site languages (without prefix), or undefined where it has
 * none: a page in its own language only (a guide's, whose address is printed on QR codes). The
 * page written once for unknown addresses offers the page its route names instead.
 */
export function useAlternatePath(lang: string): string | undefined {
  const { route } = useRouteMatch(lang);
  const path = usePathInLanguage();
  if (route.languages === 'own') return undefined;
  const written = route === notFoundRoute ? route.pattern : route.placeholder;
  return path === written ? route.offersInstead : path;
}
