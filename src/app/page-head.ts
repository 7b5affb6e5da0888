// The head of one page: the route's own words (route-heads.ts) plus what every page has in the
// same way: its canonical URL in its language, the same page in every other language (hreflang,
// reciprocal by construction: every page of a route lists the same set) and x-default.
import { site } from '../generated/site.ts';
import { defaultLanguage, localPath, siteLanguage, siteLanguages } from '../lib/languages.ts';
import { absoluteUrl, type HeadTags } from '../lib/seo.ts';
import { loadTexts } from '../lib/texts.ts';
import * as heads from './route-heads.ts';
import { photoAbsoluteUrl } from './structured-data.ts';
import type { AppRoute } from './routes.tsx';

export interface PageAddress {
  route: AppRoute;
  lang: string;
  /** Path without the language prefix. */
  path: string;
  params: Record<string, string | undefined>;
}

/** The site path of a page: prefixed for site-language routes, as it is for `own` ones. */
export function sitePath({ route, lang, path }: Pick<PageAddress, 'route' | 'lang' | 'path'>): string {
  return route.languages === 'own' ? path : localPath(lang, path);
}

export async function pageHead(address: PageAddress): Promise<HeadTags> {
  const { route, lang, path } = address;
  const [base, meta, notFound, comingSoon] = await Promise.all([
    loadTexts(lang, 'common'),
    loadTexts(lang, 'meta'),
    loadTexts(lang, 'notFound'),
    loadTexts(lang, 'comingSoon'),
  ]);
  const common = { ...base, meta, notFound, comingSoon };
  const head = await heads[route.head]({ ...address, common });
  const url = head.noindex ? undefined : absoluteUrl(sitePath(address));
  const alternates =
    head.noindex || route.languages === 'own'
      ? []
      : [
          ...siteLanguages.map(({ code, locale }) => ({
            hreflang: code,
            href: absoluteUrl(localPath(code, path)),
            locale,
          })),
          { hreflang: 'x-default', href: absoluteUrl(path), locale: defaultLanguage.locale },
        ];
  return {
    title: head.title,
    description: head.description,
    lang,
    locale: siteLanguage(lang).locale,
    url,
    alternates,
    image: photoAbsoluteUrl(head.image ?? site.hero.image),
    jsonLd: head.jsonLd ?? [],
  };
}
