// A photo is never enlarged (the build makes only narrower variants), so one narrower than the
// space it fills shows soft. Each place asks for twice its width on the screen, for a phone's
// sharp screen: a tour's, the home page's and the meeting point's photos fill a phone's width
// (390 px, about 1,200 pixels across), a guide's portrait is shown 320 px wide, an avatar 56 px.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { displayedSize } from '../photo-info.ts';
import { problemAt } from '../yaml-file.ts';
import { photoReferences, type PhotoReference } from './photo-references.ts';
import type { Rule } from './rule.ts';

const NEEDED: Record<PhotoReference['shownAs'], { width: number; what: string }> = {
  tour: { width: 1200, what: "a tour's photo fills the screen's width (2400 px is best)" },
  hero: { width: 1200, what: "the home page's photo fills the screen's width (2400 px is best)" },
  meetingPoint: { width: 1200, what: "a meeting point's photo fills a phone's width" },
  guide: { width: 640, what: "a guide's portrait is shown 320 px wide" },
  avatar: { width: 112, what: 'an avatar is shown 56 px wide' },
};

export const photosWideEnough: Rule = {
  name: 'photos-wide-enough',
  needs: [],
  run: (ctx) =>
    photoReferences(ctx).flatMap((ref) => {
      const file = path.join(ctx.photosDir, ref.name);
      // A missing or unreadable photo is photos-exist's to report.
      const size = existsSync(file) ? displayedSize(readFileSync(file)) : undefined;
      const needed = NEEDED[ref.shownAs];
      if (!size || size.width >= needed.width) return [];
      return [
        problemAt(
          ref.file,
          ref.at,
          `photos/${ref.name} is ${size.width} px wide, too small to show sharp: ${needed.what}, so it needs at least ${needed.width} px`,
        ),
      ];
    }),
};
