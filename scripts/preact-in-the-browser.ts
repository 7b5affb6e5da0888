import type { Plugin } from 'vite';

/** In the browser the islands run on Preact's implementation of React's API (preact/compat):
 * the same components, hooks and types, in a tenth of React's code. On a slow phone React's
 * own start-up was one task of 60–180 ms (its module evaluated with the CPU 4× slower), and a
 * tap that met it waited that long. The pages are still rendered by React at build time (and in
 * `npm run dev`'s server and the unit tests): Preact hydrates that HTML as its own. */
const REACT_IN_THE_BROWSER: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};
export function preactInTheBrowser(): Plugin {
  return {
    name: 'preact-in-the-browser',
    enforce: 'pre',
    resolveId(source, importer, options) {
      const preact = REACT_IN_THE_BROWSER[source];
      if (!preact || options.ssr) return;
      return this.resolve(preact, importer, { ...options, skipSelf: true });
    },
    load(id, options) {
      if (!options?.ssr && /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id))
        this.error(`${id} reached the browser's code: map its import in REACT_IN_THE_BROWSER`);
    },
  };
}
