// Set by the build (scripts/build.ts) for both bundles alike; `dev` elsewhere (npm run dev, tests).
declare const __BUILD_ID__: string | undefined;

/** Changes with every build: a cache-buster for files whose address must change with it. */
export const BUILD_ID = typeof __BUILD_ID__ === 'undefined' ? 'dev' : __BUILD_ID__;
