// The contact page again, for a form sent without script that the server did not take: the
// prerendered page of the visitor's language with its form island rendered anew by the build's
// server bundle (src/app/entry-server.tsx), the visitor's values in it and each problem named.
// The page's inline code is the prerendered page's, so its CSP hashes (dist/pages.json) hold.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_ENTRY } from '../../src/lib/bundle-entries.ts';
import { company } from '../../src/generated/company.ts';
import type { TextParts } from '../../src/generated/i18n-types.ts';
import {
  CONTACT_API_PATH,
  fieldProblemText,
  MESSAGE_FIELDS,
  type FormReply,
  type MessageField,
} from '../../src/lib/contact-api.ts';
import { escapeHtml } from '../../src/lib/head-html.ts';
import { ISLAND_ATTRIBUTES } from '../../src/lib/islands.ts';
import { format } from '../../src/lib/placeholders.ts';
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
    // The island names itself (its file) in its rendered element, and the page holds the same.
    // Islands never nest (each is hydrated on a root of its own), so the form island's element
    // ends at the first closing tag after its start.
    const name = new RegExp(`^<site-island [^>]*${ISLAND_ATTRIBUTES.name}="([^"]+)"`).exec(island)?.[1];
    if (!name) throw new Error('renderContactForm did not render an island');
    const at = html.lastIndexOf('<site-island', html.indexOf(`${ISLAND_ATTRIBUTES.name}="${name}"`));
    const end = html.indexOf('</site-island>', at);
    if (at < 0 || end < 0) throw new Error(`${page.file} has no contact form island`);
    return { html: html.slice(0, at) + island + html.slice(end + '</site-island>'.length), hashes: page.hashes };
  };
}

/** The form again, bare, when the contact page cannot be rendered (a build half replaced, its
 * server bundle gone): what the visitor typed is still in a form that sends it again, under the
 * general error with the address to write to, each refused field named. No CSS and no script,
 * so no CSP hash. */
export async function bareFormPage(lang: string, reply: FormReply): Promise<FormPage> {
  const { default: words } = (await import(`../../src/generated/i18n/${lang}/contact.ts`)) as {
    default: TextParts['contact'];
  };
  const field = (name: MessageField) => {
    const value = escapeHtml(reply.values[name]);
    const control =
      name === 'message'
        ? `<textarea name="message" rows="8" required>${value}</textarea>`
        : `<input name="${name}" type="${name === 'email' ? 'email' : 'text'}" value="${value}" required>`;
    const code = reply.errors[name];
    const problem = code ? `<br><strong>${escapeHtml(fieldProblemText(words, name, code))}</strong>` : '';
    return `<p><label>${escapeHtml(words[name])}<br>${control}</label>${problem}</p>`;
  };
  const html = [
    `<!doctype html><html lang="${lang}"><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(words.title)}</title>`,
    `<h1>${escapeHtml(words.formTitle)}</h1>`,
    `<p role="alert">${escapeHtml(format(words.error, { email: company.contact.email }))}</p>`,
    `<form method="post" action="${CONTACT_API_PATH}"><input type="hidden" name="lang" value="${lang}">`,
    ...MESSAGE_FIELDS.map(field),
    `<button>${escapeHtml(words.send)}</button></form>`,
  ].join('\n');
  return { html, hashes: { scripts: [], styles: [] } };
}
