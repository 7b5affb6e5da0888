// How a language's texts are split into modules, so that a page loads only the texts it shows
// in its own language: `common` (the header, footer, cookie banner, page titles, …) on every
// page, and one module per page-sized section (the FAQ, the terms, the tours' texts, …) on the
// pages that show it. src/lib/texts.ts loads them; the route table names what each page needs.
export const PAGE_PARTS = [
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
  'tours',
] as const;

/** `[part, texts]` for each module of one language: `common` first. */
export function textModules(data: Record<string, unknown>): Array<[string, unknown]> {
  const common = Object.fromEntries(
    Object.entries(data).filter(([key]) => key !== '$schema' && !(PAGE_PARTS as readonly string[]).includes(key)),
  );
  return [['common', common], ...PAGE_PARTS.map((part): [string, unknown] => [part, data[part]])];
}

/** The TypeScript type of each module, keyed by part name. */
export function textPartsType(): string {
  const pages = PAGE_PARTS.map((part) => `'${part}'`).join(' | ');
  return [
    `export type PagePart = ${pages};`,
    `export type TextParts = { common: Omit<Texts, PagePart> } & { [P in PagePart]: Texts[P] };`,
    `export type TextPart = keyof TextParts;`,
  ].join('\n');
}
