// The whole operator check, without side effects: parse the YAML files, validate them against
// the schemas, run the cross-file rules, check the language files and, when all is well,
// produce the generated modules.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteFile, ToursFile } from '../../src/generated/config-types.ts';
import { checkLanguages } from './check-i18n.ts';
import { generate } from './generate.ts';
import { sortProblems, type Problem } from './problem.ts';
import { runRules } from './rules/index.ts';
import { photoReferences } from './rules/photo-references.ts';
import type { RuleContext } from './rules/rule.ts';
import { loadSchemas, validateAgainstSchema } from './schema.ts';
import { parseYamlFile, type YamlFile } from './yaml-file.ts';

export interface CheckPaths {
  /** Folder holding tours.yaml, site.yaml, photos/ and public/. */
  root: string;
  /** Folder of the JSON Schemas (normally `<root>/schema`). */
  schemaDir?: string;
}

export interface CheckResult {
  problems: Problem[];
  /** Generated files (relative path → content); only when there are no problems. */
  generated?: Map<string, string>;
}

export async function checkConfig({ root, schemaDir = path.join(root, 'schema') }: CheckPaths): Promise<CheckResult> {
  const ajv = loadSchemas(schemaDir);
  const problems: Problem[] = [];

  function load<T>(name: 'tours.yaml' | 'site.yaml'): { file: YamlFile; data: T } | undefined {
    let text: string;
    try {
      text = readFileSync(path.join(root, name), 'utf8');
    } catch {
      problems.push({ file: name, line: 1, col: 1, path: '', message: `cannot read ${path.join(root, name)}` });
      return undefined;
    }
    const file = parseYamlFile(name, text);
    if (file.syntaxProblems.length) {
      problems.push(...file.syntaxProblems);
      return undefined;
    }
    const schemaProblems = validateAgainstSchema(
      ajv,
      name === 'tours.yaml' ? 'tours.schema.json' : 'site.schema.json',
      file,
    );
    problems.push(...schemaProblems);
    return schemaProblems.length ? undefined : { file, data: file.data as T };
  }

  const ctx: RuleContext = {
    tours: load<ToursFile>('tours.yaml'),
    site: load<SiteFile>('site.yaml'),
    photosDir: path.join(root, 'photos'),
    publicDir: path.join(root, 'public'),
  };
  problems.push(...runRules(ctx));
  const i18n = ctx.tours && ctx.site ? checkLanguages(root, ajv, ctx.tours.data, ctx.site) : undefined;
  problems.push(...(i18n?.problems ?? []));
  if (problems.length || !ctx.tours || !ctx.site || !i18n?.languages || !i18n.schema)
    return { problems: sortProblems(problems) };

  const generated = await generate({
    schemaDir,
    photosDir: ctx.photosDir,
    tours: ctx.tours.data,
    site: ctx.site.data,
    photoNames: photoReferences(ctx).map((ref) => ref.name),
    languages: i18n.languages,
    i18nSchema: i18n.schema,
    siteLanguages: ctx.site.data.siteLanguages,
  });
  return { problems: [], generated };
}
