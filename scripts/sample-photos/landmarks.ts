// The monument a sample photo shows, chosen from the photo's name so a tour's stand-in photo shows
// the right kind of place (an amphitheatre for the Colosseum tours, a portico and dome for the
// Pantheon) until the real photos arrive. Each painter draws one silhouette, lit from the sun's
// side, with the helpers drawPhoto() hands it.

export type RGB = readonly [number, number, number];
/** Returns a brightness factor for a covered pixel, or -1 where the shape does not cover it. */
export type Shader = (x: number, y: number) => number;

export type Landmark = 'arena' | 'portico' | 'dome' | 'drum' | 'ruins' | 'villa' | 'church' | 'city';

export interface Canvas {
  w: number;
  h: number;
  /** Scale: shapes are designed at 2400 px wide. */
  u: number;
  groundY: number;
  stone: RGB;
  rand: () => number;
  between: (lo: number, hi: number) => number;
  paint: (x0: number, x1: number, y0: number, y1: number, color: RGB, haze: number, shade: Shader) => void;
  /** Stone texture in 0..1. */
  grain: (x: number, y: number) => number;
  /** Brighter on the sun's side of a shape spanning from..to. */
  sideLight: (x: number, from: number, to: number) => number;
  litFromLeft: boolean;
}

// First match wins; names are photo file names (`colosseum-arena.jpg`).
const BY_NAME: Array<[RegExp, Landmark]> = [
  [/colosseum|colosseo|arena|amphitheat|hero|meeting-point/, 'arena'],
  [/pantheon/, 'portico'],
  [/vatican|st-peter|basilica|dome/, 'dome'],
  [/castel|angelo|mausoleum/, 'drum'],
  [/ostia|forum|ruin|palatine|baths|caracalla/, 'ruins'],
  [/borghese|villa|palazzo|gallery/, 'villa'],
  [/crypt|capuchin|church|chiesa/, 'church'],
];

/** The landmark a photo named `file` shows; a skyline with pines when the name says nothing. */
export function landmarkFor(file: string): Landmark {
  const name = file.toLowerCase();
  return BY_NAME.find(([pattern]) => pattern.test(name))?.[1] ?? 'city';
}

export function paintLandmark(landmark: Landmark, c: Canvas): void {
  PAINTERS[landmark](c);
}

const PAINTERS: Record<Landmark, (c: Canvas) => void> = {
  // The Colosseum: three tiers of arches and a windowed attic on a curved wall, whose arches
  // crowd together towards the edges, broken down on one side.
  arena: ({ w, h, groundY, stone, rand, between, paint, grain, sideLight }) => {
    const x0 = w * between(-0.05, 0.15),
      x1 = x0 + w * between(0.75, 0.95),
      tierH = (groundY - h * 0.16) / 4,
      bays = 10 + Math.floor(rand() * 4),
      brokenLeft = rand() < 0.5;
    paint(x0, x1, 0, groundY, stone, 0.08, (x, y) => {
      const along = (x - x0) / (x1 - x0);
      // Position on the curved facade: arches are evenly spaced on the curve, not on the photo.
      const facade = (Math.asin(Math.max(-1, Math.min(1, along * 2 - 1))) / Math.PI + 0.5) * bays;
      const ruin = brokenLeft ? 1 - along : along;
      const top =
        groundY - 4 * tierH + Math.max(0, 0.35 - ruin) * tierH * 5.5 + Math.sin(along * Math.PI) * -tierH * 0.15;
      if (y < top) return -1;
      const tier = Math.floor((groundY - y) / tierH),
        inTier = (groundY - y) % tierH,
        v = (facade % 1) - 0.5;
      const s = sideLight(x, x0, x1) * (0.88 + 0.2 * grain(x, y)) * (inTier > tierH * 0.88 ? 1.12 : 1);
      if (tier >= 3) return Math.abs(v) < 0.12 && inTier > tierH * 0.45 && inTier < tierH * 0.65 ? 0.35 : s * 0.96;
      const archTop = tierH * 0.8,
        r = 0.3 * (tierH * 0.78);
      const open =
        Math.abs(v) < 0.3 &&
        inTier < archTop &&
        (inTier < archTop - r || Math.hypot(v * tierH * 0.78, inTier - (archTop - r)) < r);
      return open ? 0.3 + 0.12 * (inTier / tierH) : s;
    });
  },

  // The Pantheon: a pedimented portico of columns in front of a low dome.
  portico: ({ w, h, groundY, stone, between, paint, grain, litFromLeft }) => {
    const cx = w * between(0.35, 0.65),
      half = w * between(0.22, 0.3),
      x0 = cx - half,
      x1 = cx + half;
    const colTop = groundY - h * 0.36,
      entTop = colTop - h * 0.06,
      pedTop = entTop - h * 0.11,
      n = 8;
    const pitch = (2 * half) / n,
      colHalf = pitch * 0.3;
    paint(x0 + half * 0.3, x1 - half * 0.3, pedTop - h * 0.2, colTop, stone, 0.2, (x, y) =>
      Math.hypot((x - cx) / (half * 0.7), (y - entTop) / (h * 0.26)) < 1 ? 0.7 * (0.9 + 0.2 * grain(x, y)) : -1,
    );
    paint(x0, x1, pedTop, groundY, stone, 0.06, (x, y) => {
      if (y < entTop)
        return (y - pedTop) / (entTop - pedTop) > Math.abs(x - cx) / half ? 0.95 + 0.12 * grain(x, y) : -1;
      if (y < colTop) return (y - entTop) % (h * 0.02) < h * 0.004 ? 0.7 : 1.05;
      if (y > groundY - h * 0.035) return (groundY - y) % (h * 0.012) < h * 0.003 ? 0.6 : 0.95;
      const across = (((x - x0) % pitch) - pitch / 2) / colHalf;
      if (Math.abs(across) > 1) return 0.28 + 0.08 * grain(x, y);
      const round = Math.sqrt(1 - across * across) * 0.5 + (litFromLeft ? -across : across) * 0.25;
      return (0.6 + round) * (1 - 0.07 * Math.abs(Math.cos(across * Math.PI * 5)));
    });
  },

  // St Peter's: a ribbed dome on a columned drum above a long facade.
  dome: ({ w, h, u, groundY, stone, between, paint, sideLight, litFromLeft }) => {
    const cx = w * between(0.3, 0.7),
      r = w * between(0.12, 0.17),
      drumTop = groundY - h * 0.32,
      drumH = h * 0.1;
    paint(cx - r * 2.6, cx + r * 2.6, drumTop - r * 1.25 - 60 * u, groundY, stone, 0.1, (x, y) => {
      const dx = (x - cx) / r;
      if (y >= drumTop + drumH)
        return Math.abs(dx) < 2.6 ? sideLight(x, cx - r * 2.6, cx + r * 2.6) * (y % (50 * u) < 6 * u ? 0.7 : 0.95) : -1;
      if (y >= drumTop) return Math.abs(dx) < 1.05 ? (Math.abs(Math.sin(dx * 9)) < 0.25 ? 0.55 : 0.9) : -1;
      const dy = (drumTop - y) / (r * 1.15);
      if (dx * dx + dy * dy < 1) {
        const nx = dx / Math.sqrt(1 - dy * dy + 1e-6),
          rib = Math.abs(Math.sin(Math.asin(Math.max(-1, Math.min(1, nx))) * 8)) < 0.06;
        return (0.55 + Math.sqrt(Math.max(0, 1 - nx * nx)) * 0.35 + (litFromLeft ? -nx : nx) * 0.2) * (rib ? 0.8 : 1);
      }
      return Math.abs(dx) < 0.12 && y > drumTop - r * 1.15 - 60 * u ? 0.85 : -1;
    });
  },

  // Castel Sant'Angelo: a wide round drum with battlements, a square keep on top, the angel.
  drum: ({ w, h, u, groundY, stone, between, paint, grain, sideLight }) => {
    const cx = w * between(0.35, 0.65),
      r = w * between(0.17, 0.21),
      drumTop = groundY - h * 0.34,
      keepTop = drumTop - h * 0.16,
      keepHalf = r * 0.42;
    paint(cx - r, cx + r, keepTop - h * 0.08, groundY, stone, 0.08, (x, y) => {
      const dx = (x - cx) / r;
      if (Math.abs(dx) > 1) return -1;
      const round = 0.5 + Math.sqrt(1 - dx * dx) * 0.55;
      if (y >= drumTop) {
        const merlon = y < drumTop + h * 0.025 && (x - cx + 4000 * u) % (40 * u) < 18 * u;
        return merlon ? -1 : round * sideLight(x, cx - r, cx + r) * (0.88 + 0.18 * grain(x, y));
      }
      if (Math.abs(x - cx) < keepHalf && y >= keepTop)
        return (y - keepTop) % (h * 0.05) < h * 0.018 && Math.abs(((x - cx) % (keepHalf / 2.5)) / keepHalf) < 0.1
          ? 0.4
          : 0.95;
      // The bronze angel on top: a post with spread wings.
      const ay = keepTop - y,
        ax = Math.abs(x - cx);
      return (ax < 8 * u && ay < h * 0.08) || (ay > h * 0.045 && ay < h * 0.065 && ax < (h * 0.065 - ay) * 1.6)
        ? 0.5
        : -1;
    });
  },

  // Ostia Antica: standing columns of different heights and low brick walls.
  ruins: ({ w, h, u, groundY, stone, rand, between, paint, grain }) => {
    const brick: RGB = [stone[0] * 0.95, stone[1] * 0.7, stone[2] * 0.6];
    paint(0, w, groundY - h * 0.12, groundY, brick, 0.05, (x, y) => {
      const wall = groundY - h * (0.05 + 0.07 * Math.abs(Math.sin(x / (190 * u)) * Math.sin(x / (77 * u))));
      if (y < wall) return -1;
      return (y % (14 * u) < 3 * u ? 0.65 : 0.9) * (0.85 + 0.2 * grain(x, y));
    });
    const count = 5 + Math.floor(rand() * 4);
    for (let i = 0; i < count; i++) {
      const cx = w * (0.1 + (0.8 * (i + between(0.2, 0.8))) / count),
        half = 26 * u,
        top = groundY - h * between(0.15, 0.5),
        capital = i % 2 === 0;
      paint(cx - half * 1.6, cx + half * 1.6, top - 30 * u, groundY, stone, 0.04, (x, y) => {
        const across = (x - cx) / half;
        if (capital && y < top && y > top - 30 * u) return Math.abs(across) < 1.6 ? 1 : -1;
        if (y < top || Math.abs(across) > 1) return -1;
        return (0.6 + Math.sqrt(1 - across * across) * 0.45) * (Math.abs(Math.cos(across * 6)) < 0.2 ? 0.8 : 1);
      });
    }
  },

  // Villa Borghese's gallery: a long two-storey facade with a loggia of arches and two towers.
  villa: ({ w, h, u, groundY, stone, between, paint, grain, sideLight }) => {
    const cx = w * between(0.4, 0.6),
      half = w * between(0.3, 0.38),
      x0 = cx - half,
      x1 = cx + half,
      top = groundY - h * 0.3,
      towerTop = top - h * 0.08,
      towerW = half * 0.22;
    paint(x0, x1, towerTop, groundY, stone, 0.06, (x, y) => {
      const inTower = x < x0 + towerW || x > x1 - towerW;
      if (y < (inTower ? towerTop : top)) return -1;
      const s = sideLight(x, x0, x1) * (0.9 + 0.15 * grain(x, y));
      const storey = y < top + (groundY - top) / 2 ? 0 : 1;
      const inStorey = (y - (storey === 0 ? top : top + (groundY - top) / 2)) / ((groundY - top) / 2);
      const v = ((x - x0) % (90 * u)) / (90 * u) - 0.5;
      if (storey === 1 && Math.abs(x - cx) < half * 0.3) {
        // Loggia: five round arches.
        const a = (((x - cx + half * 0.3) % ((half * 0.6) / 5)) / ((half * 0.6) / 5) - 0.5) * 2;
        return Math.abs(a) < 0.6 && inStorey > 0.25 + (1 - Math.sqrt(1 - (a / 0.6) ** 2)) * 0.2 ? 0.3 : s;
      }
      return Math.abs(v) < 0.18 && inStorey > 0.25 && inStorey < 0.75 ? 0.4 : s;
    });
  },

  // A small church: a pedimented front with a door, on a flight of steps.
  church: ({ w, h, u, groundY, stone, between, paint, grain, sideLight }) => {
    const cx = w * between(0.35, 0.65),
      half = w * between(0.16, 0.22),
      stepsTop = groundY - h * 0.06,
      bodyTop = groundY - h * 0.42,
      pedTop = bodyTop - h * 0.1;
    paint(cx - half * 1.3, cx + half * 1.3, pedTop, groundY, stone, 0.06, (x, y) => {
      const dx = Math.abs(x - cx);
      if (y >= stepsTop)
        return dx < half * (1 + ((y - stepsTop) / (groundY - stepsTop)) * 0.3)
          ? (y - stepsTop) % (12 * u) < 3 * u
            ? 0.6
            : 0.9
          : -1;
      if (dx > half) return -1;
      if (y < bodyTop) return (y - pedTop) / (bodyTop - pedTop) > dx / half ? 1 : -1;
      const s = sideLight(x, cx - half, cx + half) * (0.9 + 0.15 * grain(x, y));
      if (dx < half * 0.16 && y > stepsTop - h * 0.2) return 0.25;
      if (Math.abs(dx - half * 0.6) < half * 0.05) return s * 1.1; // pilasters
      return dx < half * 0.12 && y > bodyTop + h * 0.05 && y < bodyTop + h * 0.1 ? 0.35 : s;
    });
  },

  // No monument: the city's roofs and bell towers (painted by drawPhoto), framed by more pines.
  city: () => {},
};
