// The web app manifest in each language (its name, start page and description in that
// language) with its icons, drawn from the brand's favicon: a tourist can keep the site on the
// home screen. The pages' <head> links the manifest of their language and the page's icon, drawn
// the same way (prerender.ts).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { TextParts } from '../src/generated/i18n-types.ts';
import { siteLanguages } from '../src/generated/languages.ts';
import { site } from '../src/generated/site.ts';
import { localPath } from '../src/lib/languages.ts';

/** The manifest's address in a language (the page's <head> links it: prerender.ts). */
export const webManifestPath = (code: string) => localPath(code, '/manifest.webmanifest');

/** The brand's colours, as the pages' theme-color and the favicon have them. */
export const THEME_COLOR = '#0f1b33';
const ICON_SIZES = [192, 512];

/** The page's icon (a browser tab's, a bookmark's), 48 px: 16 px on a screen of three pixels to
 * the point. A PNG, not the SVG it is drawn from: Chromium draws a page's SVG icon as a document of
 * its own on the page's main thread once the page has loaded, 26–99 ms with a phone's CPU, where a
 * visitor's tap waits behind it; a small PNG decodes in well under a millisecond
 * (docs/performance.md). */
export const PAGE_ICON = { path: '/app-icons/icon-48.png', size: 48 } as const;

export async function writeWebManifests(clientDir: string): Promise<void> {
  const favicon = readFileSync(path.join(clientDir, 'favicon.svg'));
  mkdirSync(path.join(clientDir, 'app-icons'), { recursive: true });
  for (const size of [PAGE_ICON.size, ...ICON_SIZES])
    await sharp(favicon, { density: (72 * size) / 32 })
      .resize(size, size)
      .png()
      .toFile(path.join(clientDir, 'app-icons', `icon-${size}.png`));
  for (const { code } of siteLanguages) {
    const { default: common } = (await import(`../src/generated/i18n/${code}/common.ts`)) as {
      default: TextParts['common'];
    };
    const manifest = {
      name: site.name,
      short_name: site.name,
      description: common.site.description,
      lang: code,
      start_url: localPath(code, '/'),
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOR,
      background_color: '#ffffff',
      icons: ICON_SIZES.map((size) => ({
        src: `/app-icons/icon-${size}.png`,
        sizes: `${size}x${size}`,
        type: 'image/png',
      })),
    };
    const file = path.join(clientDir, webManifestPath(code));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
  }
}
