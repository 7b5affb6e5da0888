// A photo is never enlarged (the build makes only smaller variants), and each place covers its
// frame with it, cut to the frame's shape: one smaller than its frame shows soft. The frames, in
// pixels of a sharp phone screen (twice its CSS pixels, 390 px wide) or of a laptop's:
// - a tour's photo spans a laptop's width (1200) and, on a phone, a square (780 × 780);
// - the home page's photo spans a laptop's width and, on a phone, a 9:16 slice 780 wide, which a
//   photo 1080 tall shows at 1.5 pixels a point (a 1920 × 1080 photo, the least a hero takes);
// - a meeting point's photo, a 3:2 frame across a phone (780 × 520);
// - a guide's portrait, a 4:5 frame 320 wide (640 × 800); an avatar, a 56 px circle (112 × 112).
import { problemAt } from '../yaml-file.ts';
import { photoReferences, readPhotoSize, type PhotoReference } from './photo-references.ts';
import type { Rule } from './rule.ts';

const NEEDED: Record<PhotoReference['shownAs'], { width: number; height: number; what: string }> = {
  tour: { width: 1200, height: 780, what: "a tour's photo spans a laptop's width, and a phone shows a square of it" },
  hero: {
    width: 1200,
    height: 1080,
    what: "the home page's photo spans a laptop's width, and a phone shows a tall slice of it",
  },
  meetingPoint: { width: 780, height: 520, what: "a meeting point's photo is shown 3:2 across a phone" },
  guide: { width: 640, height: 800, what: "a guide's portrait is shown 4:5, 320 px wide" },
  avatar: { width: 112, height: 112, what: 'an avatar is shown 56 px wide' },
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
