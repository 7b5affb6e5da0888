// A photo is never enlarged (the build makes only smaller variants), and each place covers its
// frame with it, cut to the frame's shape: one smaller than its frame shows soft. The frames, in
// pixels of a sharp phone screen (twice its CSS pixels, 390 px wide) or of a laptop's:
// - a tour's photo spans a laptop's width (WIDEST_FRAME, 1200) and, on a phone, a square (780 × 780);
// - the home page's photo spans a laptop's width and, on a phone, a 9:16 slice 780 wide, which a
//   photo 1080 tall shows at 1.5 pixels a point (a 1920 × 1080 photo, the least a hero takes);
// - a meeting point's photo, a 3:2 frame across a phone (780 × 520);
// - a guide's portrait and an avatar, at the fixed sizes of src/lib/photo-frames.ts.
import { AVATAR_WIDTH, GUIDE_PORTRAIT, SHARP_SCREEN, WIDEST_FRAME } from '../../../src/lib/photo-frames.ts';
import { problemAt } from '../yaml-file.ts';
import { photoReferences, readPhotoSize, type PhotoReference } from './photo-references.ts';
import type { Rule } from './rule.ts';

const portrait = GUIDE_PORTRAIT.ratio;
const NEEDED: Record<PhotoReference['shownAs'], { width: number; height: number; what: string }> = {
  tour: {
    width: WIDEST_FRAME,
    height: 780,
    what: "a tour's photo spans a laptop's width, and a phone shows a square of it",
  },
  hero: {
    width: WIDEST_FRAME,
    height: 1080,
    what: "the home page's photo spans a laptop's width, and a phone shows a tall slice of it",
  },
  meetingPoint: { width: 780, height: 520, what: "a meeting point's photo is shown 3:2 across a phone" },
  guide: {
    width: SHARP_SCREEN * GUIDE_PORTRAIT.width,
    height: Math.ceil((SHARP_SCREEN * GUIDE_PORTRAIT.width * portrait.height) / portrait.width),
    what: `a guide's portrait is shown ${portrait.width}:${portrait.height}, ${GUIDE_PORTRAIT.width} px wide`,
  },
  avatar: {
    width: SHARP_SCREEN * AVATAR_WIDTH,
    height: SHARP_SCREEN * AVATAR_WIDTH,
    what: `an avatar is shown ${AVATAR_WIDTH} px wide`,
  },
};

export const photosLargeEnough: Rule = {
  name: 'photos-large-enough',
  needs: [],
  run: (ctx) =>
    photoReferences(ctx).flatMap((ref) => {
      const size = readPhotoSize(ctx.photosDir, ref.name);
      const needed = NEEDED[ref.shownAs];
      // A missing or unreadable photo is photos-exist's to report.
      if (typeof size === 'string' || (size.width >= needed.width && size.height >= needed.height)) return [];
      return [
        problemAt(
          ref.file,
          ref.at,
          `photos/${ref.name} is ${size.width} × ${size.height} px, too small to show sharp: ${needed.what}, so it needs at least ${needed.width} × ${needed.height} px`,
        ),
      ];
    }),
};
