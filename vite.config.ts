import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import path from 'node:path';
import { checkConfig } from './scripts/config/check-config.ts';
import { formatProblem } from './scripts/config/problem.ts';
import { writeGenerated } from './scripts/config/write-generated.ts';
import { partnerLogoPng } from './scripts/partner-logos.ts';
import { preactInTheBrowser } from './scripts/preact-in-the-browser.ts';
import { frameTexts } from './scripts/site-files.ts';
import { frameConfig } from './src/features/booking/provider-config.ts';
import { CLIENT_ENTRY } from './src/lib/bundle-entries.ts';
import { partnerLogoUrl } from './src/features/home/partner-logo.ts';
import { site } from './src/generated/site.ts';

/** In dev, saving tours.yaml, site.yaml or a language file re-runs the check: the generated
 * modules change (and the page reloads), or the problems show in Vite's error overlay. */
function configCheckInDev(): Plugin {
  return {
    name: 'config-check-in-dev',
    configureServer(server) {
      const root = server.config.root;
      server.watcher.add([path.join(root, '*.yaml'), path.join(root, 'i18n/*.yaml')]);
      server.watcher.on('change', (file) => {
        if (!file.endsWith('.yaml')) return;
        void checkConfig({ root, schemaDir: path.join(root, 'schema') }).then(({ problems, generated }) => {
          if (!generated) {
            const message = problems.map(formatProblem).join('\n');
            server.config.logger.error(message);
            server.ws.send({ type: 'error', err: { message, stack: '', plugin: 'npm run check' } });
            return;
          }
          writeGenerated(root, generated);
          server.ws.send({ type: 'full-reload' });
        });
      });
    },
  };
}

/** In dev, the widget frame page reads the provider settings the build writes (site-files.ts). */
function bookingConfigInDev(): Plugin {
  return {
    name: 'booking-config-in-dev',
    configureServer(server) {
      server.middlewares.use('/booking-config.json', (_req, res) => {
        void frameTexts().then((texts) => {
          res.setHeader('Content-Type', 'application/json');
          res.end(JSON.stringify(frameConfig(site.booking, texts)));
        });
      });
    },
  };
}

/** The partners' logos as PNGs (scripts/partner-logos.ts), drawn on request by `npm run dev`. */
function partnerLogos(): Plugin {
  return {
    name: 'partner-logos',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const partner = site.partners.find((p) => partnerLogoUrl(p.logo) === req.url);
        if (!partner) return next();
        partnerLogoPng(partner.logo).then((png) => {
          res.setHeader('Content-Type', 'image/png');
          res.end(png);
        }, next);
      });
    },
  };
}

/** In the client bundle, components' CSS imports come to nothing: the prerender inlines every
 * page's CSS (from the server bundle's manifest), so an island's code must not add it again. */
function cssInlinedByPrerender(): Plugin {
  const EMPTY = '\0css-inlined-by-prerender';
  return {
    name: 'css-inlined-by-prerender',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'pre',
    resolveId: (id) => (id.endsWith('.css') ? EMPTY : undefined),
    load: (id) => (id === EMPTY ? '' : undefined),
  };
}

/** The modules the islands' runtime (the entry) imports, and theirs: they stay in its one file,
 * which a page loads before its main photo. Read once the module graph is complete. */
const runtimeImports = new Set<string>();
function runtimeImportsOf(entry: string): Plugin {
  return {
    name: 'runtime-imports',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    buildEnd() {
      const visit = (id: string) => {
        if (runtimeImports.has(id)) return;
        runtimeImports.add(id);
        this.getModuleInfo(id)?.importedIds.forEach(visit);
      };
      const entryId = [...this.getModuleIds()].find((id) => id.endsWith(entry));
      if (!entryId) this.error(`No module ${entry} in the client build`);
      visit(entryId);
    },
  };
}

/** The site's own code, apart from the islands' files and the texts. */
const ownModule = /[\\/]src[\\/](?!generated[\\/]i18n[\\/]).*(?<!\.island\.tsx)$/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // Preact runs the islands in the browser, and React's Fast Refresh would announce updates that
    // never reach the page: in `npm run dev` an edit reloads the page instead.
    react({ refreshExclude: /./ }),
    preactInTheBrowser(),
    cssInlinedByPrerender(),
    bookingConfigInDev(),
    partnerLogos(),
    configCheckInDev(),
    runtimeImportsOf(CLIENT_ENTRY),
  ],
  // `npm run dev` bundles the browser's dependencies ahead without the plugins above: zustand,
  // the one that imports React, is left to them, so that it gets Preact's.
  optimizeDeps: { exclude: ['zustand'] },
  server: {
    // `npm run dev`: the contact form posts to the Koa server (npm start / server/index.ts).
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? '5000'}` },
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // The prerender reads the client manifest for each island's chunk and its imports.
    manifest: true,
    target: 'es2022',
    // Every browser the site targets (es2022) but Safari 16 knows <link rel="modulepreload">;
    // there the modules still load, through their imports: the polyfill is not worth its bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The pages are the prerender's; the browser's one entry is the islands runtime.
      ...(isSsrBuild ? {} : { input: CLIENT_ENTRY }),
      onLog(level, log, handler) {
        // The server bundle imports the route table's pages and the islands' files lazily (their
        // names, their CSS per page) and also statically: on the server that is no loss.
        if (isSsrBuild && log.code === 'INEFFECTIVE_DYNAMIC_IMPORT') return;
        handler(level, log);
      },
      output: isSsrBuild
        ? {}
        : {
            // Chrome's explicit compile hint (V8): a chunk's functions are compiled with the chunk,
            // on the thread that parses it as it downloads, not one by one on the page's thread
            // at their first call. Every chunk here is fetched just before its code runs: the
            // runtime at load, an island's chunks when it wakes. With the CPU 4× slower the first
            // island's hydration took 43–46 ms (median), 15–24 with the hint (docs/performance.md).
            postBanner: '//# allFunctionsCalledOnLoad',
            codeSplitting: {
              groups: [
                // Preact and zustand (the islands' shared state, on every page with its consent)
                // in a chunk of their own: it changes only with an upgrade (long cached), and the
                // bench and the budgets tell the site's own code from it.
                {
                  name: 'preact',
                  test: /[\\/]node_modules[\\/](preact|zustand)[\\/]/,
                },
                // The site's code that two islands or more share (texts, consent, departures...)
                // in one chunk, rather than a dozen of a few hundred bytes each: on a slow link
                // every request costs a round trip and its headers. The runtime's own imports
                // stay in its file (the page would otherwise fetch this chunk before its photo);
                // nor are their dependencies pulled in here.
                {
                  name: 'shared',
                  test: (id) => ownModule.test(id) && !runtimeImports.has(id),
                  minShareCount: 2,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
    },
  },
}));
