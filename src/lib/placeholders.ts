// Texts in site.yaml (the FAQ answers) may name values that live elsewhere in the config, such
// as {arrivalMinutes}; they are filled in when the page renders, so the FAQ, the terms and the
// tour pages can never state two different policies. `npm run check` rejects unknown names.
export const TEXT_PLACEHOLDERS = [
  'arrivalMinutes',
  'cancellation',
  'payments',
  'languages',
  'languagesOnRequest',
] as const;
export type TextPlaceholder = (typeof TEXT_PLACEHOLDERS)[number];

const PLACEHOLDER = /\{(\w+)\}/g;

export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

export function fillPlaceholders(text: string, values: Record<TextPlaceholder, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as TextPlaceholder] : whole,
  );
}
