import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { photoHeader, positionOf, ruleContext, valueAt } from '../test-support.ts';
import { runRules } from './index.ts';
import { photosWideEnough } from './photos-wide-enough.ts';

const tours = `
tours:
  - slug: colosseum
    card: { image: colosseum.jpg }
`;
const site = `
hero: { image: hero.jpg }
meetingPoint:
  photos: [meeting-1.jpg]
guides:
  - slug: marco
    photo: guide-marco.jpg
testimonials:
  - name: Sarah
    avatar: avatar-sarah.jpg
`;

/** A context whose photos have these widths (and a 3:2 shape). */
function withWidths(widths: Record<string, number>) {
  const ctx = ruleContext({ tours, site, photos: Object.keys(widths) });
  for (const [name, width] of Object.entries(widths))
    writeFileSync(path.join(ctx.photosDir, name), photoHeader(width, Math.round((width * 2) / 3)));
  return ctx;
}

describe('photos-wide-enough', () => {
  it('reports each photo narrower than the place it is shown in needs', () => {
    const ctx = withWidths({
      'colosseum.jpg': 1199,
      'hero.jpg': 800,
      'meeting-1.jpg': 640,
      'guide-marco.jpg': 600,
      'avatar-sarah.jpg': 100,
    });
    expect(runRules(ctx, [photosWideEnough])).toEqual([
      {
        file: 'tours.yaml',
        ...valueAt(tours, 'image: colosseum.jpg'),
        path: 'tours[0].card.image',
        message:
          "photos/colosseum.jpg is 1199 px wide, too small to show sharp: a tour's photo fills the screen's width (2400 px is best), so it needs at least 1200 px",
      },
      {
        file: 'site.yaml',
        ...valueAt(site, 'image: hero.jpg'),
        path: 'hero.image',
        message:
          "photos/hero.jpg is 800 px wide, too small to show sharp: the home page's photo fills the screen's width (2400 px is best), so it needs at least 1200 px",
      },
      {
        file: 'site.yaml',
        ...positionOf(site, 'meeting-1.jpg'),
        path: 'meetingPoint.photos[0]',
        message:
          "photos/meeting-1.jpg is 640 px wide, too small to show sharp: a meeting point's photo fills a phone's width, so it needs at least 1200 px",
      },
      {
        file: 'site.yaml',
        ...valueAt(site, 'photo: guide-marco.jpg'),
        path: 'guides[0].photo',
        message:
          "photos/guide-marco.jpg is 600 px wide, too small to show sharp: a guide's portrait is shown 320 px wide, so it needs at least 640 px",
      },
      {
        file: 'site.yaml',
        ...valueAt(site, 'avatar: avatar-sarah.jpg'),
        path: 'testimonials[0].avatar',
        message:
          'photos/avatar-sarah.jpg is 100 px wide, too small to show sharp: an avatar is shown 56 px wide, so it needs at least 112 px',
      },
    ]);
  });

  it('accepts photos as wide as needed, and leaves missing ones to photos-exist', () => {
    const ctx = withWidths({
      'colosseum.jpg': 1200,
      'hero.jpg': 2560,
      'guide-marco.jpg': 640,
      'avatar-sarah.jpg': 112,
    });
    expect(runRules(ctx, [photosWideEnough])).toEqual([]);
  });
});
