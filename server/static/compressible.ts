// Which files are worth sending compressed: text formats. The build precompresses exactly
// these (scripts/compress.ts) and the server looks for their .br / .gz siblings (file-cache.ts),
// so the list lives here once. Images, fonts and video are compressed already.
export const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|xml|txt|webmanifest|map)$/i;
