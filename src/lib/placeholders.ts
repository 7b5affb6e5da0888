// Texts in i18n/<code>.yaml name values with {placeholders}: a price, a name, or (in the FAQ
// answers) a policy that lives in the config, such as {arrivalMinutes}, filled in when the page
// renders, so the FAQ, the terms and the tour pages never state two policies. `npm run check`
// rejects unknown FAQ names and translations whose placeholders differ from the English.
export const POLICY_PLACEHOLDERS = [
  'arrivalMinutes',
  'cancellation',
  'payments',
  'languages',
  'languagesOnRequest',
] as const;
export type PolicyPlaceholder = (typeof POLICY_PLACEHOLDERS)[number];
/** The names a FAQ answer may use: the policies, and {contactUs}, a link to the contact page. */
export const TEXT_PLACEHOLDERS = [...POLICY_PLACEHOLDERS, 'contactUs'] as const;

const PLACEHOLDER = /\{(\w+)\}/g;

export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

/** `Hello {name}` with `{ name: 'Ann' }` → `Hello Ann`; unknown names stay as written. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** A FAQ answer links the "Know before you go" of the tour it speaks of: `[the Vatican](tour:vatican)`. */
const TOUR_LINK = /\[([^\]]+)\]\(tour:([\w-]+)\)/g;

/** The tours a text links, by slug. */
export function tourLinksIn(text: string): string[] {
  return [...text.matchAll(TOUR_LINK)].map((match) => match[2]!);
}

/** A text cut into plain parts and tour links, in order. */
export function splitTourLinks(text: string): Array<string | { text: string; slug: string }> {
  const parts: Array<string | { text: string; slug: string }> = [];
  let at = 0;
  for (const match of text.matchAll(TOUR_LINK)) {
    parts.push(text.slice(at, match.index));
    parts.push({ text: match[1]!, slug: match[2]! });
    at = match.index + match[0].length;
  }
  parts.push(text.slice(at));
  return parts;
}
