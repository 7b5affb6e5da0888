// The metadata of the page at the current location, from the route table.
import { matchRoute, useLocation, useRouter } from 'wouter';
import type { PageMeta } from '../lib/seo.ts';
import { NOT_FOUND_META, routes } from './routes.tsx';

export function usePageMeta(): PageMeta {
  const router = useRouter();
  const [path] = useLocation();
  for (const route of routes) {
    const [matches, params] = matchRoute(router.parser, route.pattern, path);
    if (matches) return route.meta(params as Record<string, string>);
  }
  return NOT_FOUND_META;
}
