// A problem the operator must fix, pointing at the exact place in their YAML file.
export interface Problem {
  file: string;
  line: number;
  col: number;
  /** Readable data path such as `tours[3].price.from` (empty for the whole file). */
  path: string;
  message: string;
}

export function formatProblem(p: Problem): string {
  return `${p.file}:${p.line}:${p.col}  ${p.path || '(file)'}  ${p.message}`;
}

export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col || a.path.localeCompare(b.path),
  );
}

/** `["tours", 3, "price", "from"]` → `tours[3].price.from`. */
export function formatPath(segments: ReadonlyArray<string | number>): string {
  return segments
    .map((s, i) => {
      if (typeof s === 'number') return `[${s}]`;
      if (/^[A-Za-z_][\w-]*$/.test(s)) return i === 0 ? s : `.${s}`;
      return `[${JSON.stringify(s)}]`;
    })
    .join('');
}

/** A value as the operator typed it, for "(got …)" in messages. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  return JSON.stringify(value);
}
