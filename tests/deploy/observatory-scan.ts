// Grades the site's HTTPS answers with Mozilla's HTTP Observatory (@mdn/mdn-http-observatory,
// the scanner behind developer.mozilla.org/observatory):
//   node --import tsx tests/deploy/observatory-scan.ts <host> <http port> <https port>
// prints {"grade","score","tests":{name:{result,modifier,pass}}} as JSON.
//
// Its scan() takes a host name only and always uses ports 80 and 443, so this runs the same
// steps (retrieve, every test, the same scoring) with the ports given. Certificates are checked
// as in a real scan: run it with NODE_EXTRA_CA_CERTS naming the CA that signed the site's.
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const [host = 'localhost', httpPort, httpsPort] = process.argv.slice(2);

// The HSTS preload list is downloaded by the package's install script, which this project
// does not run (package.json allowScripts); the site is not on the list, so an empty one serves.
const packageDir = path.dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'));
const preloadList = path.join(packageDir, 'conf/hsts-preload.json');
if (!existsSync(preloadList)) writeFileSync(preloadList, '{}\n');

const { retrieve } = await import('@mdn/mdn-http-observatory/src/retriever/retriever.js');
const { ALL_TESTS } = await import('@mdn/mdn-http-observatory/src/constants.js');
const { getGradeForScore, getScoreModifier } = await import('@mdn/mdn-http-observatory/src/grader/grader.js');
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await import('@mdn/mdn-http-observatory/src/grader/charts.js');

const requests = await retrieve(host, { httpPort: Number(httpPort), httpsPort: Number(httpsPort) });
if (!requests.responses.auto) throw new Error(`${host} did not answer`);

// As in the package's scanner/index.js: penalties always count, bonuses only from an A up.
let withBonuses = 100;
let penaltiesOnly = 100;
const tests: Record<string, { result: string; modifier: number; pass: boolean }> = {};
for (const test of ALL_TESTS) {
  const output = test(requests);
  const modifier = getScoreModifier(output.result);
  withBonuses += modifier;
  if (modifier < 0) penaltiesOnly += modifier;
  tests[(output.constructor as { name: string }).name] = { result: output.result, modifier, pass: output.pass };
}
const { grade, score } = getGradeForScore(
  penaltiesOnly >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonuses : penaltiesOnly,
);
console.log(JSON.stringify({ grade, score, tests }));
