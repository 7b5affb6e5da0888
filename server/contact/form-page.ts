// The contact page again, for a form sent without script that the server did not take: the
// prerendered page of the visitor's language with its form island rendered anew by the build's
// server bundle (src/app/entry-server.tsx), the visitor's values in it and each problem named.
// The page's inline code is the prerendered page's, so its CSP hashes (dist/pages.json) hold.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_ENTRY } from '../../src/lib/bundle-entries.ts';
import type { FormReply } from '../../src/lib/contact-api.ts';
import { ISLAND_ATTRIBUTES } from '../../src/lib/islands.ts';
import type { InlineHashes } from '../static/csp.ts';
import { manifestOf } from '../static/resolve.ts';

/** What the server uses of the build's server bundle (dist/server/entry-server-<hash>.js). */
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
  const serverDir = path.join(distDir, '..', 'server');
  const loaded = new Map<string, Promise<EntryServer>>();
  /** The bundle of the build being served, named in its manifest: a new build's (a new hash in
   * its name) is imported anew, as the pages it goes with are read anew
   * (server/static/file-cache.ts). Never the same file under a second URL (a query): its lazily
   * loaded chunks import it back by its name, and two instances would not share React contexts. */
  const entryServer = async () => {
    const manifest = JSON.parse(await readFile(path.join(serverDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >;
    const entry = manifest[SERVER_ENTRY];
    if (!entry)
      throw new Error(
        `${serverDir}/.vite/manifest.json does not name ${SERVER_ENTRY}: rebuild the site (npm run build)`,
      );
    const url = pathToFileURL(path.join(serverDir, entry.file)).href;
    if (!loaded.has(url)) loaded.set(url, import(url) as Promise<EntryServer>);
    return loaded.get(url)!;
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
