import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_LOGO_SIZE, partnerLogoUrl } from '../src/features/home/partner-logo.ts';
import { writePartnerLogos } from './partner-logos.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'partner-logos-test-'));
  await mkdir(path.join(dir, 'public/logos'), { recursive: true });
  // A wide red bar on a transparent 200 × 60 logo: its shape shows whether it was fitted.
  await writeFile(
    path.join(dir, 'public/logos/acme.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60" viewBox="0 0 200 60"><rect x="0" y="20" width="200" height="20" fill="#f00"/></svg>',
  );
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('writePartnerLogos', () => {
  it('draws each SVG logo as a PNG at the URL the page names, at twice the size shown', async () => {
    const client = path.join(dir, 'client');
    await writePartnerLogos(['logos/acme.svg'], client, path.join(dir, 'public'));
    expect(partnerLogoUrl('logos/acme.svg')).toBe('/logos/acme.png');
    const png = await readFile(path.join(client, 'logos/acme.png'));
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', ...PARTNER_LOGO_SIZE, hasAlpha: true });
    // The bar crosses the middle, red and opaque; the corners stay transparent.
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)];
    expect(pixel(info.width / 2, info.height / 2)).toEqual([255, 0, 0, 255]);
    expect(pixel(0, 0)[3]).toBe(0);
  });

  it('names the logo that cannot be read', async () => {
    await expect(
      writePartnerLogos(['logos/missing.svg'], path.join(dir, 'client'), path.join(dir, 'public')),
    ).rejects.toThrow('site.yaml partners: cannot draw public/logos/missing.svg');
  });
});
