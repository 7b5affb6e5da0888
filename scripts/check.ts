// `npm run check`: the operator's check. Validates tours.yaml and site.yaml, regenerates the
// typed modules in src/generated/ and type-checks the project.
//   --check           do not write: fail when the generated files are stale (CI, npm test)
//   --no-typecheck    skip the TypeScript check
//   --root DIR        check another copy of the configuration (tests, benchmarks)
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkConfig } from './config/check-config.ts';
import { formatProblem } from './config/problem.ts';

const { values: args } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    'no-typecheck': { type: 'boolean', default: false },
    root: { type: 'string', default: '.' },
  },
});
const root = path.resolve(args.root);
const projectRoot = path.resolve(import.meta.dirname, '..');

const { problems, generated } = await checkConfig({ root, schemaDir: path.join(projectRoot, 'schema') });
if (!generated) {
  for (const problem of problems) console.error(formatProblem(problem));
  console.error(`\n${problems.length} problem${problems.length === 1 ? '' : 's'} found; nothing was generated.`);
  process.exit(1);
}

const stale: string[] = [];
for (const [file, content] of generated) {
  const target = path.join(root, file);
  let current: string | undefined;
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    current = undefined;
  }
  if (current === content) continue;
  if (args.check) {
    stale.push(file);
  } else {
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, content);
    console.log(`wrote ${file}`);
  }
}
if (stale.length) {
  console.error(`Generated files are out of date: ${stale.join(', ')}\nRun \`npm run check\` and commit the result.`);
  process.exit(1);
}
console.log('tours.yaml and site.yaml are valid; generated modules are up to date.');

if (!args['no-typecheck'] && root === projectRoot) {
  for (const project of ['tsconfig.app.json', 'tsconfig.node.json']) {
    const tsc = spawnSync('npx', ['tsc', '-p', project, '--noEmit'], { stdio: 'inherit', cwd: projectRoot });
    if (tsc.status !== 0) {
      console.error(`Type check failed (${project}).`);
      process.exit(1);
    }
  }
  console.log('Type check passed.');
}
