// Loading the texts' modules, once per language and key (see texts.ts, which re-exports these).
// Apart from the renderer, so the islands' runtime can fetch an island's texts together with its code.
import type { Tour } from '../generated/config-types.ts';
import type { TextLoader, TextPart, TextParts, TourModule, TourText } from '../generated/i18n-types.ts';

/** What a route loads: a part of the texts, or one tour's texts. */
export type TextKey = TextPart | `tours/${string}`;

/** What each published language's generated index (src/generated/i18n/<code>/index.ts) exports:
 * written out here, not taken from one language's module, which a site without it lacks. */
interface LanguageIndex {
  parts: { [P in TextPart]: TextLoader<TextParts[P]> };
  tourTexts: TextLoader<Record<string, () => Promise<TourModule>>>;
}
const indexes = import.meta.glob<LanguageIndex>('../generated/i18n/*/index.ts');

type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };
const loaded = new Map<string, Tracked<unknown>>();

/** Loads once per language and key; `use` (React's, and Preact's in the browser) reads `status`
 * and `value` to use an already settled promise without suspending. A load that failed (a
 * dropped connection on a roaming phone) is forgotten, so that the next island to need it asks
 * again; the caller handles the failure. */
export function once<T>(key: string, load: () => Promise<T>): Tracked<T> {
  let promise = loaded.get(key) as Tracked<T> | undefined;
  if (!promise) {
    const tracked: Tracked<T> = load();
    tracked.then(
      (value) => Object.assign(tracked, { status: 'fulfilled', value }),
      () => loaded.delete(key),
    );
    promise = tracked;
    loaded.set(key, promise);
  }
  return promise;
}

function languageIndex(code: string): Promise<LanguageIndex> {
  const load = indexes[`../generated/i18n/${code}/index.ts`];
  if (!load) throw new Error(`No texts in language ${code}: run npm run check`);
  return load();
}

export function loadTexts<P extends TextPart>(code: string, part: P): Promise<TextParts[P]> {
  return once(`${code}/${part}`, async () => (await (await languageIndex(code)).parts[part]()).default);
}

/** One tour: its facts, and its texts in the language; undefined for a slug no tour has. A
 * tour's page loads this module and not the whole catalogue (lib/tours.ts). */
export function loadTour(code: string, slug: string): Promise<{ facts: Tour; text: TourText } | undefined> {
  return once(`${code}/tours/${slug}`, async () => {
    const tours = (await (await languageIndex(code)).tourTexts()).default;
    if (!Object.hasOwn(tours, slug)) return undefined;
    const { default: text, facts } = await tours[slug]!();
    return { facts, text };
  });
}

export function loadTextKey(code: string, key: TextKey): Promise<unknown> {
  return key.startsWith('tours/') ? loadTour(code, key.slice('tours/'.length)) : loadTexts(code, key as TextPart);
}
