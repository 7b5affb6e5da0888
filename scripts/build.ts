// `npm run build`: checks the configuration and regenerates its typed modules, builds the
// client and the server bundle with Vite, prerenders every route, makes the photo variants
// and the config-derived files, then precompresses everything into dist/client.
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

// Vite bundles React's development build when NODE_ENV says so, and the browser tests' setup
// (vitest sets NODE_ENV=test) runs this script: the site is always built for production.
process.env.NODE_ENV = 'production';

const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(root, 'dist/client');
const serverDir = path.join(root, 'dist/server');
const started = performance.now();
const step = (label: string) => console.log(`[build] ${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);

const check = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/check.ts'), '--no-typecheck'], {
  cwd: root,
  stdio: 'inherit',
});
if (check.status !== 0) process.exit(check.status ?? 1);
step('configuration checked');

await build({ root, logLevel: 'warn' });
step('client bundle built');
await build({ root, logLevel: 'warn', build: { ssr: 'src/app/entry-server.tsx', outDir: serverDir, emptyOutDir: true, manifest: false } });
step('server bundle built');

// Imported only now: they read the modules the check above has just regenerated.
const { prerender } = await import('./prerender.ts');
const { writeSiteFiles } = await import('./site-files.ts');
const { buildPhotoVariants } = await import('./images.ts');
const { photos } = await import('../src/generated/photos.ts');
const { compressDir } = await import('./compress.ts');

const { indexable, pages } = await prerender(clientDir, path.join(serverDir, 'entry-server.js'));
// The list of pages, outside the served folder: `npm run bench` measures each of them.
writeFileSync(path.join(root, 'dist/pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
step(`${pages.length} pages prerendered`);
await writeSiteFiles(clientDir, indexable);
const variants = await buildPhotoVariants(Object.values(photos), clientDir);
step(`photo variants ready (${variants.written} encoded, ${variants.cached} from cache)`);
rmSync(serverDir, { recursive: true, force: true });
const compressed = await compressDir(clientDir);
step(`${compressed.files} files precompressed; done`);
