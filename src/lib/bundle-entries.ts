// The two bundles' entry modules, as Vite's manifests name them: the build makes the bundles
// from them (vite.config.ts, scripts/build.ts), and the prerender, `npm run dev` and the server
// (its refused-form page) find the bundles' files by them.

/** The client bundle's entry: the islands' runtime. */
export const CLIENT_ENTRY = 'src/app/entry-client.tsx';
/** The server bundle's entry: what renders the pages. */
export const SERVER_ENTRY = 'src/app/entry-server.tsx';
