// The route at the current location, and the metadata of a matched route.
import { matchRoute, useLocation, useRouter } from 'wouter';
import type { PageMeta } from '../lib/seo.ts';
import { NOT_FOUND_META, routes, type AppRoute } from './routes.tsx';

export interface RouteMatch {
  path: string;
  /** Undefined when no route matches (the 404 page). */
  route?: AppRoute;
  params: Record<string, string | undefined>;
}

export function useRouteMatch(): RouteMatch {
  const router = useRouter();
  const [path] = useLocation();
  for (const route of routes) {
    const [matches, params] = matchRoute(router.parser, route.pattern, path);
    if (matches) return { path, route, params: params as RouteMatch['params'] };
  }
  return { path, params: {} };
}

export async function pageMeta(match: RouteMatch): Promise<PageMeta> {
  return match.route ? match.route.meta(match.params) : NOT_FOUND_META;
}
