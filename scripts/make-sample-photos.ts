// `npm run images:samples [-- --force] [name.jpg …]`: draws a sample photo for every image tours.yaml and
// site.yaml name that is missing from photos/, and a wordmark for every missing partner logo.
// The photos stand in for the real ones until the operator supplies them, so they are drawn to
// look and weigh like photos (sky, sun, stone, grain): the image pipeline and page weight are then
// measured against realistic input. Everything is seeded from the file name, so reruns are stable.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { parse } from 'yaml';
import { landmarkFor, paintLandmark, type RGB, type Shader } from './sample-photos/landmarks.ts';

const GRAIN = 0.04; // grain strength; sets how the photos weigh (about 250-600 KB each)
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const PALETTES: { sky: RGB; horizon: RGB; sun: RGB; stone: RGB; green: RGB }[] = [
  { sky: [62, 104, 168], horizon: [246, 196, 138], sun: [255, 236, 190], stone: [214, 150, 96], green: [52, 66, 40] },
  { sky: [84, 112, 178], horizon: [244, 176, 160], sun: [255, 226, 200], stone: [220, 160, 130], green: [48, 58, 46] },
  { sky: [34, 44, 92], horizon: [236, 128, 84], sun: [255, 200, 140], stone: [176, 104, 78], green: [30, 34, 30] },
  { sky: [52, 118, 200], horizon: [188, 214, 236], sun: [255, 252, 236], stone: [222, 196, 156], green: [60, 80, 46] },
];

function hashString(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619);
  return h >>> 0;
}

function mulberry32(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Smooth value noise in 0..1 with separate cell sizes, so clouds can be stretched sideways. */
function valueNoise(rand: () => number, w: number, h: number, cellX: number, cellY: number) {
  const gw = Math.ceil(w / cellX) + 2;
  const grid = Float32Array.from({ length: gw * (Math.ceil(h / cellY) + 2) }, rand);
  return (x: number, y: number): number => {
    const fx = x / cellX,
      fy = y / cellY,
      ix = fx | 0,
      iy = fy | 0;
    const tx = (fx - ix) * (fx - ix) * (3 - 2 * (fx - ix)),
      ty = (fy - iy) * (fy - iy) * (3 - 2 * (fy - iy));
    const i = iy * gw + ix;
    const top = grid[i]! + (grid[i + 1]! - grid[i]!) * tx;
    const bottom = grid[i + gw]! + (grid[i + gw + 1]! - grid[i + gw]!) * tx;
    return top + (bottom - top) * ty;
  };
}

const mix = (a: number, b: number, t: number) => a + (b - a) * t;

export async function drawPhoto(name: string, w: number, h: number, portrait: boolean): Promise<Buffer> {
  const rand = mulberry32(hashString(name));
  const between = (lo: number, hi: number) => mix(lo, hi, rand());
  const jitter = (c: RGB): RGB => [c[0] + between(-12, 12), c[1] + between(-12, 12), c[2] + between(-12, 12)];
  const base = PALETTES[Math.floor(rand() * PALETTES.length)]!;
  const pal = {
    sky: jitter(base.sky),
    horizon: jitter(base.horizon),
    sun: jitter(base.sun),
    stone: jitter(base.stone),
    green: jitter(base.green),
  };
  const px = new Float32Array(w * h * 3);
  const u = w / 2400; // shapes are designed at 2400 px wide and scaled to the photo

  // Sky: gradient to the horizon, a sun with a wide warm glow and streaky clouds.
  const horizonY = h * between(0.55, 0.68),
    groundY = h * between(0.84, 0.9);
  const sunX = w * between(0.15, 0.85),
    sunY = horizonY * between(0.45, 0.9),
    sunR = 46 * u;
  const clouds = valueNoise(rand, w, h, 420 * u, 70 * u),
    wisps = valueNoise(rand, w, h, 90 * u, 22 * u);
  const cloudAmount = between(0.35, 0.6);
  // Only down to just below the horizon: the skyline covers everything lower.
  for (let y = 0; y < Math.min(h, horizonY + 20 * u); y++) {
    const t = Math.min(1, y / horizonY) ** 0.8;
    for (let x = 0; x < w; x++) {
      const d = Math.hypot(x - sunX, y - sunY);
      const glow = d < sunR ? 1 : 0.55 * Math.exp(-d / (0.22 * w)) + 0.6 * Math.exp(-(d - sunR) / (14 * u));
      const cloud = Math.max(0, clouds(x, y) * 0.75 + wisps(x, y) * 0.35 - cloudAmount) * 2.2 * (1 - t * 0.6);
      for (let c = 0, i = (y * w + x) * 3; c < 3; c++) {
        const sky = mix(pal.sky[c]!, pal.horizon[c]!, t);
        px[i + c] = mix(mix(sky, pal.sun[c]!, Math.min(1, glow)), mix(pal.horizon[c]!, 250, 0.5), Math.min(0.8, cloud));
      }
    }
  }

  // Paints a shape in `color`; `haze` blends it towards the horizon colour, as distance does.
  const paint = (x0: number, x1: number, y0: number, y1: number, color: RGB, haze: number, shade: Shader) => {
    for (let y = Math.max(0, Math.floor(y0)); y < Math.min(h, y1); y++) {
      for (let x = Math.max(0, Math.floor(x0)); x < Math.min(w, x1); x++) {
        const s = shade(x, y);
        if (s < 0) continue;
        for (let c = 0, i = (y * w + x) * 3; c < 3; c++) px[i + c] = mix(color[c]! * s, pal.horizon[c]!, haze);
      }
    }
  };
  const stoneGrain = valueNoise(rand, w, h, 26 * u, 26 * u);
  const litFromLeft = sunX < w / 2;
  const sideLight = (x: number, from: number, to: number) =>
    mix(0.72, 1.08, litFromLeft ? (to - x) / (to - from) : (x - from) / (to - from));

  // Far hills, then a hazy city skyline of blocks, domes and bell towers with rows of windows.
  const hill = [between(0, 6), between(0, 6), between(1, 3), between(3, 7)] as const;
  paint(0, w, horizonY - 80 * u, horizonY + 20 * u, pal.stone, 0.7, (x, y) =>
    y >=
    horizonY - 40 * u * (1 + Math.sin((x / w) * hill[2] + hill[0]) * 0.6 + Math.sin((x / w) * hill[3] + hill[1]) * 0.4)
      ? 0.7
      : -1,
  );
  const skyTop = new Float32Array(w).fill(h),
    skyShade = new Float32Array(w);
  for (let x = 0; x < w;) {
    const bw = between(60, 240) * u,
      bh = between(30, 160) * u,
      kind = rand(),
      s = between(0.6, 1);
    for (let dx = 0; dx < bw && x + dx < w; dx++) {
      const across = (dx - bw / 2) / (bw / 2);
      const roof =
        kind < 0.15
          ? Math.sqrt(Math.max(0, 1 - across * across)) * bw * 0.45
          : kind < 0.25 && Math.abs(across) < 0.3
            ? bh * 1.2
            : 0;
      skyTop[x + dx] = horizonY + 20 * u - bh - roof;
      skyShade[x + dx] = s;
    }
    x += Math.ceil(bw);
  }
  paint(0, w, horizonY - 400 * u, groundY, pal.stone, 0.42, (x, y) => {
    if (y < skyTop[x]!) return -1;
    const window = x % Math.round(22 * u) < 9 * u && y % Math.round(30 * u) < 14 * u;
    return skyShade[x]! * (window ? 0.55 : 0.9);
  });

  // The monument the photo's name calls for (an amphitheatre for colosseum*.jpg, …).
  if (!portrait)
    paintLandmark(landmarkFor(name), {
      w,
      h,
      u,
      groundY,
      stone: pal.stone,
      rand,
      between,
      paint,
      grain: stoneGrain,
      sideLight,
      litFromLeft,
    });

  // Foreground: cobbled ground and dark umbrella pines, the silhouette every Roman view has.
  paint(0, w, groundY, h, pal.stone, 0, (x, y) => {
    const row = Math.floor((y - groundY) / (16 * u)),
      cobble = Math.sin((x + row * 11 * u) / (7 * u)) * Math.sin((y - groundY) / (5.1 * u));
    return 0.42 + 0.08 * Math.abs(cobble) + (0.15 * (y - groundY)) / (h - groundY);
  });
  const foliage = valueNoise(rand, w, h, 30 * u, 30 * u),
    needles = valueNoise(rand, w, h, 9 * u, 9 * u);
  for (let p = 0, pines = portrait ? 0 : 1 + Math.floor(rand() * 3); p < pines; p++) {
    const px0 = w * (rand() < 0.5 ? between(-0.05, 0.2) : between(0.8, 1.05)),
      cy = h * between(0.12, 0.35);
    const rx = w * between(0.1, 0.18),
      ry = rx * between(0.28, 0.4),
      lean = between(-0.15, 0.15);
    paint(px0 - rx, px0 + rx, cy - ry * 1.3, groundY, pal.green, 0, (x, y) => {
      const trunkX = px0 + (groundY - y) * lean * 0.3;
      if (y > cy && Math.abs(x - trunkX) < 12 * u * (1 + (y - cy) / h)) return 0.55;
      const e = ((x - px0) / rx) ** 2 + ((y - cy) / ry) ** 2;
      return e < 0.75 + 0.4 * foliage(x, y)
        ? 0.45 + 0.7 * needles(x, y) * Math.max(0, 1 - (y - cy + ry) / (2 * ry))
        : -1;
    });
  }

  // Guides' portraits and reviewers' avatars: head and shoulders against the city, lit from the
  // sun's side; a square avatar is shown small, in a circle, so its head fills more of it.
  if (portrait) {
    const square = w === h;
    const cx = w * between(0.44, 0.56),
      headY = h * (square ? 0.4 : 0.42),
      hr = w * (square ? 0.2 : 0.15),
      shoulderY = h * (square ? 0.7 : 0.64);
    const tone = rand(),
      skin: RGB = [mix(232, 120, tone), mix(184, 82, tone), mix(150, 58, tone)];
    const cloth: RGB = [between(20, 160), between(20, 120), between(30, 160)];
    paint(0, w, shoulderY - w * 0.1, h, cloth, 0, (x, y) => {
      const dx = (x - cx) / (w * 0.42);
      return Math.abs(dx) < 1 && y > shoulderY + dx * dx * w * 0.12
        ? sideLight(x, 0, w) * (0.85 + 0.2 * foliage(x, y))
        : -1;
    });
    paint(cx - hr * 1.1, cx + hr * 1.1, headY - hr * 1.4, shoulderY + w * 0.05, skin, 0, (x, y) => {
      const dx = (x - cx) / hr,
        dy = (y - headY) / (hr * 1.3);
      const neck = Math.abs(dx) < 0.45 && y > headY;
      if (dx * dx + dy * dy > 1 && !neck) return -1;
      const hair = dy < -0.45 + 0.15 * Math.abs(dx) || (Math.abs(dx) > 0.85 && dy < 0.2);
      return (hair ? 0.25 : 1) * sideLight(x, cx - hr, cx + hr) * (neck && dx * dx + dy * dy > 1 ? 0.75 : 1);
    });
  }

  // Film grain and a soft vignette: without them JPEG would shrink the flat areas to nothing.
  // One xorshift draw per pixel feeds both the grain and a little colour noise, for speed.
  const out = new Uint8ClampedArray(w * h * 3); // clamped: overshooting highlights saturate, not wrap
  let bits = hashString(name) | 1;
  for (let y = 0, i = 0; y < h; y++) {
    for (let x = 0; x < w; x++, i += 3) {
      bits ^= bits << 13;
      bits ^= bits >>> 17;
      bits ^= bits << 5;
      const vignette = 1 - 0.56 * (((x - w / 2) / w) ** 2 + ((y - h / 2) / h) ** 2);
      const grain = ((bits & 255) + ((bits >>> 8) & 255) - 255) * GRAIN;
      for (let c = 0; c < 3; c++)
        out[i + c] = px[i + c]! * vignette + grain + (((bits >>> (16 + c * 5)) & 31) - 15.5) * 0.1;
    }
  }
  return sharp(out, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/** A plain wordmark: a simple mark and the partner's name, in dark grey that reads on white. */
export function drawLogo(name: string): string {
  const marks = [
    '<circle cx="30" cy="30" r="17" fill="none" stroke="#333" stroke-width="5"/><circle cx="30" cy="30" r="6" fill="#333"/>',
    '<rect x="13" y="13" width="34" height="34" rx="8" fill="#333"/><path d="M22 31l6 6 11-13" fill="none" stroke="#fff" stroke-width="4"/>',
    '<path d="M30 11l5.6 11.8 12.9 1.6-9.5 8.9 2.4 12.8L30 39.8l-11.4 6.3 2.4-12.8-9.5-8.9 12.9-1.6z" fill="#333"/>',
    '<circle cx="22" cy="30" r="9" fill="none" stroke="#333" stroke-width="4"/><circle cx="38" cy="30" r="9" fill="none" stroke="#333" stroke-width="4"/>',
  ];
  const label = name.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  // Long names get a smaller size so the word fits 136 px even where textLength is ignored
  // (librsvg); textLength then fits it exactly in browsers, whatever system font renders it.
  const size = Math.min(22, Math.floor(136 / (name.length * 0.62)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60" viewBox="0 0 200 60" role="img" aria-label="${label}">
<title>${label}</title>
${marks[hashString(name) % marks.length]}
<text x="56" y="37" textLength="${Math.min(136, Math.round(name.length * size * 0.62))}" lengthAdjust="spacingAndGlyphs" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif" font-size="${size}" font-weight="700" fill="#333">${label}</text>
</svg>
`;
}

interface ImageRef {
  file: string;
  at: string;
}

/** Every local image file name in a parsed YAML tree, with where it was found (`guides[0].photo`). */
function findImages(node: unknown, at: string, found: ImageRef[] = []): ImageRef[] {
  if (typeof node === 'string' && /\.(jpe?g|png)$/i.test(node) && !node.includes('://')) found.push({ file: node, at });
  else if (Array.isArray(node)) node.forEach((item, i) => findImages(item, `${at}[${i}]`, found));
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) findImages(value, at ? `${at}.${key}` : key, found);
  return found;
}

async function main(): Promise<void> {
  // `--force` redraws existing files too; file names after the flags limit the run to those.
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const only = args.filter((arg) => !arg.startsWith('--'));
  const site = parse(await readFile(path.join(root, 'site.yaml'), 'utf8')) as {
    partners?: { name: string; logo: string }[];
  };
  const tours: unknown = parse(await readFile(path.join(root, 'tours.yaml'), 'utf8'));
  const refs = [...findImages(tours, ''), ...findImages(site, '')].filter(
    (ref, i, all) => all.findIndex((r) => r.file === ref.file) === i && (only.length === 0 || only.includes(ref.file)),
  );

  await mkdir(path.join(root, 'photos'), { recursive: true });
  const started = performance.now();
  // Drawing is JavaScript on this thread and encoding runs in sharp's pool, so the next photo is
  // drawn while the previous one is encoded and written.
  let pending: Promise<void> = Promise.resolve();
  for (const { file, at } of refs) {
    const target = path.join(root, 'photos', file);
    if (!force && existsSync(target)) continue;
    const portrait = at.startsWith('guides') || at.startsWith('testimonials');
    // Avatars are shown at 56 px: 240 px covers a 3x screen, and the build makes no larger copy.
    const [w, h] = at.startsWith('hero')
      ? [2560, 1440]
      : at.startsWith('testimonials')
        ? [240, 240]
        : portrait
          ? [1200, 1500]
          : [2400, 1600];
    const encoding = drawPhoto(file, w, h, portrait);
    await pending;
    pending = encoding.then(async (jpeg) => {
      await writeFile(target, jpeg);
      console.log(`photos/${file}  ${w}x${h}  ${Math.round(jpeg.length / 1024)} KB`);
    });
  }
  await pending;

  for (const { name, logo } of site.partners ?? []) {
    const target = path.join(root, 'public', logo);
    // Never redrawn: a partner's real logo, once in place, must not be replaced by a wordmark.
    if (existsSync(target)) continue;
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, drawLogo(name));
    console.log(`public/${logo}`);
  }
  console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
