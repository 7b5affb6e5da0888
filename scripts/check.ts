// `npm run check`: the operator's check. Validates tours.yaml and site.yaml, regenerates the
// typed modules in src/generated/ and type-checks the project.
//   --check           do not write: fail when the generated files are stale (CI, npm test)
//   --no-typecheck    skip the TypeScript check
//   --root DIR        check another copy of the configuration (tests, benchmarks)
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkConfig } from './config/check-config.ts';
import { formatProblem } from './config/problem.ts';
import { writeGenerated } from './config/write-generated.ts';

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

const changed = writeGenerated(root, generated, { dryRun: args.check });
const stale = args.check ? changed : [];
if (!args.check) for (const file of changed) console.log(`wrote ${file}`);
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
