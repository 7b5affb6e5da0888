// Draws the partners' SVG logos (site.yaml, under public/) as the PNGs the page shows
// (src/features/home/partner-logo.ts says why), written by the build and served by
// `npm run dev` (vite.config.ts).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { PARTNER_LOGO_SIZE, partnerLogoUrl } from '../src/features/home/partner-logo.ts';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../public');

/** The logo `logo` (a path under public/) as a PNG, letterboxed on transparency. */
export function partnerLogoPng(logo: string, publicDir = PUBLIC_DIR): Promise<Buffer> {
  // Drawn at a density that gives a 200 × 60 SVG more than the PNG's size, then fitted.
  return sharp(path.join(publicDir, logo), { density: 288 })
    .resize({ ...PARTNER_LOGO_SIZE, fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png({ palette: true, compressionLevel: 9 })
    .toBuffer();
}

/** Writes each logo's PNG under `clientDir`, at the URL the page names. */
export async function writePartnerLogos(logos: string[], clientDir: string, publicDir = PUBLIC_DIR): Promise<void> {
  await Promise.all(
    logos.map(async (logo) => {
      const target = path.join(clientDir, partnerLogoUrl(logo));
      await mkdir(path.dirname(target), { recursive: true });
      const png = await partnerLogoPng(logo, publicDir).catch((error: Error) => {
        throw new Error(`site.yaml partners: cannot draw public/${logo} (${error.message})`);
      });
      await writeFile(target, png);
    }),
  );
}
