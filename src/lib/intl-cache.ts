// Intl's formatters are costly to make (the build makes thousands of pages) and never change:
// one per kind, locale and options, made on first use.
const made = new Map<string, unknown>();

/** The formatter `make` creates, made once per `key` (its kind, locale and options). */
export function cachedIntl<T>(key: string, make: () => T): T {
  if (!made.has(key)) made.set(key, make());
  return made.get(key) as T;
}
