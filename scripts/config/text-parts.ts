// How a language's texts are split into modules, so that a page loads only the texts it shows
// in its own language: `common` (the header, footer, cookie banner, page titles, …) on every
// page, one module per page-sized section (the FAQ, the terms, …) on the pages that show it,
// the tours' summaries (name, card, meeting point) where tours are listed, and each tour's full
// texts on its own page only, with its facts from tours.yaml (the page needs nothing else of
// the catalogue, which grows with it). An index per language names the modules, so the
// browser's code holds five loaders rather than one per module, and the tours' loaders sit in a
// module of their own that only tour pages load (it grows with the catalogue).
// src/lib/texts.ts loads them; the route table names what each page needs.
export const PAGE_PARTS = [
  // Page titles and descriptions: read by the prerender and after a client-side navigation.
  'meta',
  'notFound',
  'comingSoon',
  'home',
  'faq',
  'testimonials',
  'tourList',
  'tour',
  'booking',
  'contact',
  'about',
  'meetingPoint',
  'guide',
  'terms',
  'privacy',
  'offline',
  'tours',
] as const;

/** What a list of tours shows of each tour's texts; the rest is read on the tour's page only. */
export const TOUR_SUMMARY = ['name', 'card', 'meetingPoint'] as const;

/** A generated text module of one language: its file (in src/generated/i18n/<code>/), the type
 * of its content and the content; a tour's module exports the tour's facts too. */
export interface TextModule {
  file: string;
  type: string;
  value: unknown;
  facts?: unknown;
}

/** The data modules of one language: `common` first, then the parts, then one per tour, each
 * with its facts (`facts`, by slug). */
export function textModules(data: Record<string, unknown>, facts: Record<string, unknown>): TextModule[] {
  const common = Object.fromEntries(
    Object.entries(data).filter(([key]) => key !== '$schema' && !(PAGE_PARTS as readonly string[]).includes(key)),
  );
  const tours = (data.tours ?? {}) as Record<string, Record<string, unknown>>;
  const summaries = Object.fromEntries(
    Object.entries(tours).map(([slug, text]) => [
      slug,
      Object.fromEntries(TOUR_SUMMARY.map((key) => [key, text[key]])),
    ]),
  );
  return [
    { file: 'common.ts', type: "TextParts['common']", value: common },
    ...PAGE_PARTS.map((part) => ({
      file: `${part}.ts`,
      type: `TextParts['${part}']`,
      value: part === 'tours' ? summaries : data[part],
    })),
    ...Object.entries(tours).map(([slug, text]) => ({
      file: `tours/${slug}.ts`,
      type: 'TourText',
      value: text,
      facts: facts[slug],
    })),
  ];
}

/** The loader modules of one language: `index.ts` (every part) and `tour-texts.ts` (each tour). */
export function textIndexes(tourSlugs: readonly string[]): Array<{ file: string; code: string }> {
  const parts = ['common', ...PAGE_PARTS].map((part) => `  ${part}: () => import('./${part}.ts'),`);
  const tours = tourSlugs.map((slug) => `  ${JSON.stringify(slug)}: () => import('./tours/${slug}.ts'),`);
  return [
    {
      file: 'index.ts',
      code: [
        "import type { TextLoader, TextParts, TourModule } from '../../i18n-types.ts';",
        '',
        'export const parts: { [P in keyof TextParts]: TextLoader<TextParts[P]> } = {',
        ...parts,
        '};',
        '',
        "export const tourTexts: TextLoader<Record<string, () => Promise<TourModule>>> = () => import('./tour-texts.ts');",
      ].join('\n'),
    },
    {
      file: 'tour-texts.ts',
      code: [
        "import type { TourModule } from '../../i18n-types.ts';",
        '',
        'const tours: Record<string, () => Promise<TourModule>> = {',
        ...tours,
        '};',
        '',
        'export default tours;',
      ].join('\n'),
    },
  ];
}

/** The TypeScript types of the modules, keyed by part name. */
export function textPartsType(): string {
  const pages = PAGE_PARTS.map((part) => `'${part}'`).join(' | ');
  const summary = TOUR_SUMMARY.map((key) => `'${key}'`).join(' | ');
  return [
    `export type PagePart = ${pages};`,
    `/** One tour's texts, as its page shows them. */`,
    `export type TourText = Texts['tours'][string];`,
    `/** What a list of tours shows of each. */`,
    `export type TourSummary = Pick<TourText, ${summary}>;`,
    `export type TextParts = { common: Omit<Texts, PagePart> } & { [P in Exclude<PagePart, 'tours'>]: Texts[P] } & {`,
    `  tours: Record<string, TourSummary>;`,
    `};`,
    `export type TextPart = keyof TextParts;`,
    `export type TextLoader<T> = () => Promise<{ default: T }>;`,
    `/** A tour page's module: the tour's texts in one language, and its facts. */`,
    `export type TourModule = { default: TourText; facts: Tour };`,
  ].join('\n');
}
