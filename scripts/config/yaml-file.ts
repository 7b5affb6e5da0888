// Parses an operator's YAML file, keeping every node's position so any problem found later
// (schema, cross-file rule) can point at the exact line and column the operator must edit.
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, visit, type Document, type Node } from 'yaml';
import { formatPath, type Problem } from './problem.ts';

export interface YamlFile {
  /** The name shown in messages, e.g. `tours.yaml`. */
  name: string;
  doc: Document;
  lines: LineCounter;
  data: unknown;
  /** Syntax errors and duplicate keys: when there are any, `data` is not to be trusted. */
  syntaxProblems: Problem[];
}

// yaml's wording is precise but terse; these say what the operator most likely has to do, by
// what yaml says (one code covers several mistakes: MISSING_CHAR is a quote left open, or a line
// indented less than its neighbours).
const DUPLICATE_KEY_HINT = 'this key already appears above in the same mapping';
const SYNTAX_HINTS: Array<[RegExp, string]> = [
  [/^Missing closing|^Expected .* to end with/, 'a quote or bracket is not closed'],
  [/^Tabs are not allowed/, 'indent with spaces'],
  [
    /^Nested mappings are not allowed in compact mappings/,
    'a value containing ": " must be put in quotes, or this line is indented further than the one above',
  ],
  [
    /indicator|implicit (map )?keys?|same column|indent/i,
    "the items of one list or mapping start at the same column: compare this line's indentation with the lines above",
  ],
];

/** `bookNow: 'Reserv'ar'`: a text in single quotes ends at its next one, so an apostrophe in
 * French or Italian ends it early, and yaml only says that something follows the text. */
function quoteHint(message: string, line: string): string | undefined {
  if (!/^Unexpected (scalar|flow)/.test(message) || !/:\s*'/.test(line)) return undefined;
  return "in a text in single quotes, write an apostrophe twice ('') or put the text in double quotes";
}

export function parseYamlFile(name: string, text: string): YamlFile {
  const lines = new LineCounter();
  // Duplicate keys are found below: yaml's own check (uniqueKeys) compares each key with every
  // key before it, which grows with the square of a mapping's size (`tours:` in i18n/*.yaml).
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: false, prettyErrors: true });
  // The first syntax error only: those after it in the file are most often its consequences
  // (one line indented wrong reads as several broken mappings), and fixing it shows any other.
  const syntaxProblems = doc.errors.slice(0, 1).map((error): Problem => {
    const pos = error.linePos?.[0] ?? { line: 1, col: 1 };
    // yaml appends a code excerpt after the first line; the location already says where.
    const message = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
    const hint =
      quoteHint(message, text.split('\n')[pos.line - 1] ?? '') ??
      SYNTAX_HINTS.find(([pattern]) => pattern.test(message))?.[1];
    return {
      file: name,
      line: pos.line,
      col: pos.col,
      path: '',
      message: `YAML syntax: ${message}${hint ? ` (${hint})` : ''}`,
    };
  });
  for (const offset of duplicateKeyOffsets(doc)) {
    const { line, col } = lines.linePos(offset);
    const message = `YAML syntax: Map keys must be unique (${DUPLICATE_KEY_HINT})`;
    syntaxProblems.push({ file: name, line, col, path: '', message });
  }
  const data: unknown = syntaxProblems.length ? undefined : doc.toJS({ maxAliasCount: 100 });
  return { name, doc, lines, data, syntaxProblems };
}

/** Where each key stands that repeats an earlier key of its mapping (yaml's rule: equal scalars). */
function duplicateKeyOffsets(doc: Document): number[] {
  const offsets: number[] = [];
  visit(doc, {
    Map(_, map) {
      const seen = new Set<unknown>();
      for (const { key } of map.items) {
        if (!isScalar(key)) continue;
        if (seen.has(key.value)) offsets.push(key.range?.[0] ?? 0);
        seen.add(key.value);
      }
    },
  });
  return offsets;
}

type Segment = string | number;

/** The node at `path`, or, when it is missing, the deepest ancestor that exists. */
function deepestNode(doc: Document, path: readonly Segment[]): { node: Node | undefined; depth: number } {
  let node = doc.contents as Node | undefined;
  let depth = 0;
  for (const segment of path) {
    const child = isMap(node) || isSeq(node) ? (node.get(segment, true) as Node | undefined) : undefined;
    if (!child) break;
    node = child;
    depth++;
  }
  return { node, depth };
}

/** The key node of `key` inside the mapping at `path` (to point at an unknown or duplicate key). */
function keyNode(doc: Document, path: readonly Segment[], key: string): Node | undefined {
  const { node, depth } = deepestNode(doc, path);
  if (depth !== path.length || !isMap(node)) return undefined;
  const pair = node.items.find((item) => isPair(item) && isScalar(item.key) && String(item.key.value) === key);
  return pair && isScalar(pair.key) ? pair.key : undefined;
}

/** Line and column (1-based) of the value at `path`; of its key when `key` is given. */
export function locate(file: YamlFile, path: readonly Segment[], key?: string): { line: number; col: number } {
  const node = key === undefined ? deepestNode(file.doc, path).node : keyNode(file.doc, path, key);
  const offset = node?.range?.[0] ?? 0;
  return file.lines.linePos(offset);
}

/** Builds a problem located at `path` (or at the key `key` of the mapping at `path`). */
export function problemAt(
  file: YamlFile,
  path: readonly Segment[],
  message: string,
  { key, shownPath }: { key?: string; shownPath?: readonly Segment[] } = {},
): Problem {
  const { line, col } = locate(file, path, key);
  return {
    file: file.name,
    line,
    col,
    path: formatPath(shownPath ?? (key === undefined ? path : [...path, key])),
    message,
  };
}
