// Validates parsed YAML against the JSON Schemas in schema/ and turns ajv's errors into
// problems an operator can act on: the exact place, a readable path, what is wrong and what
// is allowed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ErrorObject } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { closest as closestMatch, distance } from 'fastest-levenshtein';
import { describeValue, type Problem } from './problem.ts';
import { problemAt, type YamlFile } from './yaml-file.ts';

// ajv-formats is CommonJS; under ESM its function arrives as the default export's default.
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

export type SchemaName = 'tours.schema.json' | 'site.schema.json' | 'i18n.schema.json';

export function loadSchemas(schemaDir: string): Ajv {
  // allErrors: the operator sees every problem at once; verbose: messages can name allowed keys.
  // inlineRefs: a small definition is copied into each place that refers to it (an error found
  // there keeps every detail, such as the key a propertyNames check rejects); a larger one is
  // compiled once and called: i18n.schema.json refers to its tour definition once per tour.
  // multipleOfPrecision: 59.99 is a multiple of 0.01 as a person counts, not in binary fractions.
  const ajv = new Ajv({
    allErrors: true,
    verbose: true,
    strict: true,
    allowUnionTypes: true,
    inlineRefs: 30,
    multipleOfPrecision: 9,
  });
  addFormats(ajv);
  // Read by json-schema-to-typescript only: the TypeScript type to emit for a property.
  ajv.addKeyword({ keyword: 'tsType', schemaType: 'string' });
  // i18n.schema.json is derived from i18n/en.yaml on each check (check-i18n.ts), not read.
  for (const file of readdirSync(schemaDir).filter((f) => f.endsWith('.schema.json') && f !== 'i18n.schema.json')) {
    ajv.addSchema(JSON.parse(readFileSync(path.join(schemaDir, file), 'utf8')) as object);
  }
  return ajv;
}

export function validateAgainstSchema(ajv: Ajv, schema: SchemaName, file: YamlFile): Problem[] {
  const validate = ajv.getSchema(schema);
  if (!validate) throw new Error(`schema/${schema} is missing`);
  const valid = validate(file.data);
  const errors = (validate.errors ?? []).filter((e) => e.keyword !== 'propertyNames' && e.keyword !== 'if');
  // A blank where any text would do is named as such, not as too short. Where the schema wants
  // something else there (a number, one of a list, a pattern), or nothing (an unknown key, or
  // inside a value of the wrong kind), its own message says more.
  const wantsOther = new Set(
    errors
      .filter((e) => !['minLength', 'required', 'additionalProperties'].includes(e.keyword))
      .map((e) => e.instancePath),
  );
  const wantsNothing = errors.flatMap((e) =>
    e.keyword === 'type'
      ? [e.instancePath]
      : e.keyword === 'additionalProperties'
        ? [
            `${e.instancePath}/${pointerSegment(String((e.params as { additionalProperty: string }).additionalProperty))}`,
          ]
        : [],
  );
  const blank = blankTexts(file.data).filter(({ at }) => {
    const pointer = pointerOf(at);
    return (
      !wantsOther.has(pointer) && !wantsNothing.some((place) => pointer.startsWith(`${place}/`) || pointer === place)
    );
  });
  if (valid && blank.length === 0) return [];
  const blankAt = new Set(blank.map(({ at }) => pointerOf(at)));
  const problems = [
    ...blank.map(({ at, text }) => problemAt(file, at, `is blank: write its text (got ${JSON.stringify(text)})`)),
    ...errors
      .filter((e) => !(e.keyword === 'minLength' && blankAt.has(e.instancePath)))
      .map((error) => toProblem(file, error)),
  ];
  const seen = new Set<string>();
  return problems.filter((p) => {
    const id = `${p.line}:${p.col}:${p.path}:${p.message}`;
    return seen.has(id) ? false : (seen.add(id), true);
  });
}

/** Where each text made of nothing but spaces is: a quoted "  " passes a length check, and the
 * page would show nothing in its place. */
function blankTexts(value: unknown, at: Array<string | number> = []): Array<{ at: typeof at; text: string }> {
  if (typeof value === 'string') return value.trim() === '' ? [{ at, text: value }] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => blankTexts(item, [...at, i]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => blankTexts(item, [...at, key]));
  return [];
}

const pointerSegment = (segment: string | number) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');

/** The JSON Pointer of a path, as ajv's instancePath writes it. */
function pointerOf(at: ReadonlyArray<string | number>): string {
  return at.map((segment) => `/${pointerSegment(segment)}`).join('');
}

function pathOf(instancePath: string): Array<string | number> {
  if (!instancePath) return [];
  return instancePath
    .slice(1)
    .split('/')
    .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

const TYPE_NAMES: Record<string, string> = {
  number: 'a number',
  integer: 'a whole number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'a mapping (key: value pairs)',
  null: 'empty',
};

const FORMAT_NAMES: Record<string, string> = {
  uri: 'a full web address (https://…)',
  email: 'an email address',
};

function list(values: readonly unknown[]): string {
  return values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ');
}

function toProblem(file: YamlFile, error: ErrorObject): Problem {
  const at = pathOf(error.instancePath);
  const got = `(got ${describeValue(error.data)})`;
  const params = error.params as Record<string, unknown>;
  const parentSchema = error.parentSchema as { properties?: Record<string, unknown> } | undefined;

  switch (error.keyword) {
    case 'required':
      return problemAt(file, at, `is missing (required)`, { shownPath: [...at, String(params.missingProperty)] });
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const allowed = Object.keys(parentSchema?.properties ?? {}).filter((k) => k !== '$schema');
      // `{ lat: 41,8925 }`: in YAML's braces a comma starts the next entry, here a key "8925".
      if (/^\d+$/.test(key))
        return problemAt(
          file,
          at,
          `unknown key "${key}": write a decimal number with a point, like 41.8925 (a comma here starts another entry)`,
          { key },
        );
      const guess = closest(key, allowed);
      return problemAt(
        file,
        at,
        `unknown key "${key}" (${guess ? `did you mean "${guess}"? ` : ''}allowed: ${list(allowed)})`,
        { key },
      );
    }
    case 'enum': {
      const allowed = list((params.allowedValues as unknown[]) ?? []);
      if (error.propertyName !== undefined) {
        const key = error.propertyName;
        return problemAt(file, at, `unknown key "${key}" (allowed: ${allowed})`, { key });
      }
      return problemAt(file, at, `must be one of ${allowed} ${got}`);
    }
    case 'type': {
      const types = String(params.type).split(',');
      const expected = `must be ${types.map((t) => TYPE_NAMES[t] ?? t).join(' or ')}`;
      // YAML reads 0612345678, 1.10 or false unquoted as a number or true/false (a leading zero and a
      // trailing one lost): the text as written, in quotes, is what was meant.
      const written = (file.doc.getIn(at, true) as { source?: string } | undefined)?.source;
      if (types.includes('string') && typeof error.data !== 'object' && written)
        return problemAt(file, at, `${expected}: write it in quotes, "${written}" ${got}`);
      return problemAt(file, at, `${expected} ${got}`);
    }
    case 'format':
      return problemAt(file, at, `must be ${FORMAT_NAMES[String(params.format)] ?? String(params.format)} ${got}`);
    case 'pattern':
      return problemAt(file, at, `${patternHint(at, String(params.pattern))} ${got}`);
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum': {
      const words = {
        minimum: 'at least',
        maximum: 'at most',
        exclusiveMinimum: 'more than',
        exclusiveMaximum: 'less than',
      };
      return problemAt(file, at, `must be ${words[error.keyword]} ${String(params.limit)} ${got}`);
    }
    case 'minLength':
      return problemAt(file, at, `must be at least ${String(params.limit)} characters long ${got}`);
    case 'maxLength':
      return problemAt(file, at, `must be at most ${String(params.limit)} characters long ${got}`);
    case 'minItems':
      return problemAt(file, at, `must list at least ${String(params.limit)} item(s)`);
    case 'minProperties':
      return problemAt(file, at, `must have at least ${String(params.limit)} entry`);
    case 'uniqueItems': {
      // ajv counts from 0, and names the later item first.
      const [first, second] = [Number(params.i), Number(params.j)].sort((a, b) => a - b) as [number, number];
      const value = (error.data as unknown[])[second];
      return problemAt(
        file,
        [...at, second],
        `appears twice in the list: items ${first + 1} and ${second + 1} (counting from 1) are both ${describeValue(value)}`,
      );
    }
    case 'multipleOf':
      return problemAt(
        file,
        at,
        params.multipleOf === 0.01
          ? `must have at most two decimals, like 59.90 ${got}`
          : `must be a multiple of ${String(params.multipleOf)} ${got}`,
      );
    default:
      return problemAt(file, at, `${error.message ?? 'is not valid'} ${got}`);
  }
}

/** The allowed key a typo most likely meant (edit distance at most 2), if any. */
function closest(word: string, candidates: readonly string[]): string | undefined {
  if (candidates.length === 0) return undefined;
  const guess = closestMatch(word, [...candidates]);
  return distance(word, guess) <= 2 ? guess : undefined;
}

/** Patterns are unreadable to an operator: say in words what they accept. */
function patternHint(at: ReadonlyArray<string | number>, pattern: string): string {
  const field = String(at[at.length - 1] ?? '');
  if (pattern.includes('[0-5][0-9]')) return 'must be a 24-hour time like "09:30"';
  if (pattern.includes('(jpg|jpeg|png)'))
    return 'must be a file name in photos/ like "my-tour.jpg" (lower-case, .jpg/.jpeg/.png)';
  if (pattern.includes('\\.svg')) return 'must be a path under public/ like "logos/name.svg"';
  if (pattern.startsWith('^\\+')) return 'must be an international number like "+39 06 1234 5678"';
  if (pattern.includes('{12}')) return 'must be a product ID (UUID) like "5f3c2a10-0c1e-4b8a-9a61-1d2f3e4a5b60"';
  if (pattern.startsWith('^https://[^/?#'))
    return 'must be a full address starting with https:// and its host, like "https://www.example.com/page"';
  if (pattern.endsWith('://[^/]+$'))
    return 'must be an origin like "https://www.example.com" (no path, no trailing slash)';
  if (pattern === '^[A-Z]{2}$') return 'must be a two-letter country code in capitals, like "IT"';
  if (field === 'vatNumber')
    return 'must be the VAT number with its country prefix, in capitals and without spaces, like "IT01234567890"';
  if (field === 'postalCode')
    return 'must be the postal code alone (3 to 10 digits, capitals, spaces or hyphens), like "00184": the city has a key of its own';
  if (pattern.startsWith('^[a-z]{2,3}(-[A-Z]{2})'))
    return 'must be a language code like "pt", or with its region in capitals, like "ar-EG"';
  if (field === 'slug' || pattern.startsWith('^[a-z0-9]+(-'))
    return 'must use lower-case letters, digits and single hyphens, like "my-tour"';
  return `must match the pattern ${pattern}`;
}
