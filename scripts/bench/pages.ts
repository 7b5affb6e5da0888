// The pages to measure: the list the build writes from the route table (dist/pages.json),
// never a hand-written one, so a tour added to tours.yaml is measured without a change here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ManifestPage } from '../../src/lib/page-manifest.ts';

export function builtPages(root: string): ManifestPage[] {
  const file = path.join(root, 'dist/pages.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ManifestPage[];
  } catch {
    throw new Error(`${file} is missing: run \`npm run build\` first`);
  }
}

/**
 * The pages to measure: those of `--routes /,/tours` (which must exist), else every page of the
 * default language (the first one listed) and one page per route in each other language.
 */
export function selectPages(all: ManifestPage[], routes: string[] | undefined): ManifestPage[] {
  if (!routes) {
    const defaultLang = all[0]?.lang;
    const seen = new Set<string>();
    return all.filter((page) => {
      if (page.lang === defaultLang) return true;
      const key = `${page.lang} ${page.route} ${page.status}`;
      return seen.has(key) ? false : (seen.add(key), true);
    });
  }
  return routes.map((route) => {
    const page = all.find((p) => p.path === route);
    if (!page) throw new Error(`--routes: ${route} is not a built page (known: ${all.map((p) => p.path).join(', ')})`);
    return page;
  });
}

/**
 * The pages a browser walks through in the test suite: every page in the default language
 * (`defaultLang`) and the home page of each other language. The languages share every component
 * and differ only in texts, which the HTTP checks (languages.test.ts, budgets) cover page by page.
 */
export function sampledPages(all: ManifestPage[], defaultLang: string): ManifestPage[] {
  const seen = new Set<string>();
  return all.filter((page) => {
    if (page.lang === defaultLang) return true;
    if (page.status !== 200 || seen.has(page.lang)) return false;
    seen.add(page.lang);
    return true;
  });
}
