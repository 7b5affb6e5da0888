// What every cross-file rule is: a name, the schema-valid files it needs, and a function that
// returns every problem it finds. Also the two helpers several rules share.
import type { SiteFile, ToursFile } from '../../../src/generated/config-types.ts';
import { formatPath, type Problem } from '../problem.ts';
import { locate, problemAt, type YamlFile } from '../yaml-file.ts';

export interface RuleContext {
  tours?: { file: YamlFile; data: ToursFile };
  site?: { file: YamlFile; data: SiteFile };
  photosDir: string;
  publicDir: string;
}

/** What a rule is given: the files it needs are there (runRules skips it otherwise). */
export type RuleInput = Required<RuleContext>;

export interface Rule {
  name: string;
  /** Which schema-valid files the rule needs; it is skipped while one of them is invalid. */
  needs: ReadonlyArray<'tours' | 'site'>;
  run(ctx: RuleInput): Problem[];
}

/** `tours.yaml:12:11, tours[3].slug`: where a value is, for "also at …" in messages. */
export function where(file: YamlFile, at: ReadonlyArray<string | number>): string {
  const { line, col } = locate(file, at);
  return `${file.name}:${line}:${col}, ${formatPath(at)}`;
}

/** Reports the second and later occurrences of each value, naming where it first appeared. */
export function duplicates(
  file: YamlFile,
  values: Array<{ value: string; at: Array<string | number> }>,
  what: string,
): Problem[] {
  const first = new Map<string, Array<string | number>>();
  const problems: Problem[] = [];
  for (const { value, at } of values) {
    const earlier = first.get(value);
    if (earlier)
      problems.push(problemAt(file, at, `${what} "${value}" is used twice (also at ${where(file, earlier)})`));
    else first.set(value, at);
  }
  return problems;
}
