// `npm run build`: checks the configuration and regenerates its typed modules, builds the
// client and the server bundle with Vite, prerenders every route, makes the photo variants,
// the partners' logos, the config-derived files and the service worker, then precompresses
// everything.
//
// Whole or not at all: everything is built into a fresh folder (dist.next/) that takes dist/'s
// place only once it is complete, so a build killed halfway (or out of disk) is never served;
// `npm start` sees no finished build (build-freshness.ts) and builds again.
//
// `--out <folder>` builds into that folder instead of dist/ (the browser tests build a copy
// that their own server serves, to see a new build reach a visitor).
import { spawnSync } from 'node:child_process';
import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build, type Rolldown } from 'vite';
import { ORIGIN_EXPECTED, parseOrigin } from '../server/config.ts';
import { SERVER_ENTRY } from '../src/lib/bundle-entries.ts';
import { BUILD_INFO, type BuildInfo } from './build-freshness.ts';

// Vite bundles React's development build when NODE_ENV says so, and the browser tests' setup
// (vitest sets NODE_ENV=test) runs this script: the site is always built for production.
process.env.NODE_ENV = 'production';

const root = path.resolve(import.meta.dirname, '..');
const { out } = parseArgs({ options: { out: { type: 'string' } } }).values;
const distDir = path.resolve(out ?? path.join(root, 'dist'));
const nextDir = `${distDir}.next`;
const clientDir = path.join(nextDir, 'client');
const serverDir = path.join(nextDir, 'server');
rmSync(nextDir, { recursive: true, force: true });
const started = performance.now();
const step = (label: string) =>
  console.log(`[build] ${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);

const check = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/check.ts'), '--no-typecheck'], {
  cwd: root,
  stdio: 'inherit',
});
if (check.status !== 0) process.exit(check.status ?? 1);
step('configuration checked');

// SITE_URL, when set, is the public origin the pages name in canonical links, structured data,
// the sitemap and the QR codes (src/lib/seo.ts); otherwise site.yaml's siteUrl.
const { site } = await import('../src/generated/site.ts');
const siteUrl = parseOrigin(process.env.SITE_URL ?? site.siteUrl);
if (!siteUrl) {
  console.error(`SITE_URL: "${process.env.SITE_URL}" is not ${ORIGIN_EXPECTED}`);
  process.exit(1);
}
(globalThis as { __SITE_URL__?: string }).__SITE_URL__ = siteUrl;
const define = { __SITE_URL__: JSON.stringify(siteUrl), __BUILD_ID__: JSON.stringify(Date.now().toString(36)) };

await build({ root, logLevel: 'warn', define, build: { outDir: clientDir } });
step('client bundle built');
// The client bundle's assets are final now (the steps below only read them): a child process
// compresses them while the server bundle is built and the pages are prerendered.
const { compressDir } = await import('./compress.ts');
const assetsCompressed = compressDir(path.join(clientDir, 'assets'), { processes: 1 });
assetsCompressed.catch(() => {}); // awaited, and its failure reported, below
await build({
  root,
  logLevel: 'warn',
  define,
  // The server bundle's manifest names each module's CSS, which the prerender inlines, and the
  // entry's file. That file is named by its hash, as its chunks are: the server imports a new
  // build's bundle anew (server/contact/form-page.ts), and its lazily loaded chunks import that
  // same module back (one instance of each React context).
  build: {
    ssr: SERVER_ENTRY,
    outDir: serverDir,
    emptyOutDir: true,
    manifest: true,
    ssrEmitAssets: true,
    rolldownOptions: { output: { entryFileNames: '[name]-[hash].js' } },
  },
});
step('server bundle built');
// The pages' inline scripts, modules of the site's like any other, each bundled for inlining.
async function inlineScript(entry: string): Promise<string> {
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'warn',
    build: { write: false, minify: true, lib: { entry, formats: ['iife'], name: 'inline' } },
  })) as Rolldown.RolldownOutput[];
  return output[0]!.output[0].code.trim();
}
const inline = {
  consentMark: await inlineScript('src/features/consent/consent-mark.ts'),
  runtimeStart: await inlineScript('src/app/runtime-start.ts'),
};

// Imported only now: they read the modules the check above has just regenerated.
const { prerender } = await import('./prerender.ts');
const { writeSiteFiles } = await import('./site-files.ts');
const { buildServiceWorker } = await import('./service-worker.ts');
const { buildPhotoVariants, heroCrops, UnreadablePhoto } = await import('./images.ts');
const { writePartnerLogos } = await import('./partner-logos.ts');
const { photos } = await import('../src/generated/photos.ts');
const { toursConfig } = await import('../src/generated/tours.ts');

// The pages are compressed as they are written.
const { pages, compressed: pagesSummary } = await prerender(clientDir, serverDir, inline);
// The manifest, outside the served folder: the server reads it for each address's status,
// placeholder page and CSP hashes, `npm run bench` and the browser tests for the list of pages.
writeFileSync(path.join(nextDir, 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
step(`${pages.length} pages prerendered and compressed`);
await writeSiteFiles(clientDir, pages);
const { precached } = await buildServiceWorker(root, clientDir, pages, define);
step(`service worker built (${precached} files precached)`);
// Every text file is written now: a child process compresses the rest (the sitemap, the public
// files, …) while the photo variants (images, not compressed) are made.
const restCompressed = compressDir(clientDir, {
  exclude: ['assets', 'img', ...pages.map((page) => page.file)],
  processes: 1,
});
restCompressed.catch(() => {}); // awaited, and its failure reported, below
// Tours may share a photo (the benchmark's clones all do): each crop is made once, not once a tour.
const crops = new Map(
  heroCrops(photos, site, toursConfig).map((c) => [`${c.photo.file} ${c.crop.width}:${c.crop.height}`, c]),
);
const variants = await buildPhotoVariants(Object.values(photos), clientDir, { crops: [...crops.values()] }).catch(
  async (error: unknown) => {
    if (!(error instanceof UnreadablePhoto)) throw error;
    // The compressing children end first: cut off, their pipes would fail with a trace of their own.
    await Promise.allSettled([restCompressed, assetsCompressed]);
    console.error(`[build] ${error.message}; the site being served is unchanged`);
    process.exit(1);
  },
);
await writePartnerLogos(
  site.partners.map((partner) => partner.logo),
  clientDir,
);
step(`photo variants and partner logos ready (${variants.written} encoded, ${variants.cached} from cache)`);
const compressed = [pagesSummary, await restCompressed, await assetsCompressed];
const info: BuildInfo = { siteUrl, siteUrlFromEnv: process.env.SITE_URL !== undefined, year: new Date().getFullYear() };
writeFileSync(path.join(nextDir, path.relative('dist', BUILD_INFO)), `${JSON.stringify(info)}\n`);
// The finished build takes the old one's place (two renames: a server reading dist/ meanwhile
// finds the old build or the new one, never a mix).
const oldDir = `${distDir}.old`;
rmSync(oldDir, { recursive: true, force: true });
if (existsSync(distDir)) renameSync(distDir, oldDir);
renameSync(nextDir, distDir);
rmSync(oldDir, { recursive: true, force: true });
const files = compressed.reduce((sum, summary) => sum + summary.files, 0);
step(`${files} files precompressed; done (site URL ${siteUrl})`);
