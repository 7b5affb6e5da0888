// The contact page again, for a form sent without script that the server did not take: the
// prerendered page of the visitor's language with its form island rendered anew by the build's
// server bundle (src/app/entry-server.tsx), the visitor's values in it and each problem named.
// The page's inline code is the prerendered page's, so its CSP hashes (dist/pages.json) hold.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FormReply } from '../../src/lib/contact-api.ts';
import { ISLAND_ATTRIBUTES } from '../../src/lib/islands.ts';
import type { InlineHashes } from '../static/csp.ts';
import { manifestOf } from '../static/resolve.ts';

/** What the server uses of the build's server bundle (dist/server/entry-server.js). */
interface EntryServer {
  renderContactForm(lang: string, reply: FormReply): Promise<string>;
}

export interface FormPage {
  html: string;
  hashes: Required<InlineHashes>;
}

const FORM_ISLAND = 'features/contact/contact-form';

/** Renders the contact page with a reply, from the build in distDir's parent (`dist/`). */
export function contactFormPages(distDir: string) {
  const bundle = path.join(distDir, '..', 'server', 'entry-server.js');
  const loaded = new Map<number, Promise<EntryServer>>();
  /** The bundle of the build being served: a new build (new file time) is imported anew, as the
   * pages it goes with are read anew (server/static/file-cache.ts). */
  const entryServer = async () => {
    const { mtimeMs } = await stat(bundle);
    if (!loaded.has(mtimeMs))
      loaded.set(mtimeMs, import(`${pathToFileURL(bundle).href}?${mtimeMs}`) as Promise<EntryServer>);
    return loaded.get(mtimeMs)!;
  };
  return async function formPage(lang: string, reply: FormReply): Promise<FormPage> {
    const manifest = await manifestOf(distDir);
    const page =
      manifest.find((entry) => entry.route === 'contact' && entry.lang === lang && entry.status === 200) ??
      manifest.find((entry) => entry.route === 'contact' && entry.status === 200);
    if (!page) throw new Error(`${distDir}/../pages.json has no contact page: rebuild the site (npm run build)`);
    const [html, island] = await Promise.all([
      readFile(path.join(distDir, page.file), 'utf8'),
      (await entryServer()).renderContactForm(page.lang, reply),
    ]);
    // Islands never nest (each is hydrated on a root of its own), so the form island's element
    // ends at the first closing tag after its start.
    const at = html.lastIndexOf('<site-island', html.indexOf(`${ISLAND_ATTRIBUTES.name}="${FORM_ISLAND}"`));
    const end = html.indexOf('</site-island>', at);
    if (at < 0 || end < 0) throw new Error(`${page.file} has no contact form island`);
    return { html: html.slice(0, at) + island + html.slice(end + '</site-island>'.length), hashes: page.hashes };
  };
}
