import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { photoHeader, positionOf, ruleContext, valueAt } from '../test-support.ts';
import { runRules } from './index.ts';
import { photosLargeEnough } from './photos-large-enough.ts';

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

/** A context whose photos have these sizes, [width, height]. */
function withSizes(sizes: Record<string, [number, number]>) {
  const ctx = ruleContext({ tours, site, photos: Object.keys(sizes) });
  for (const [name, [width, height]] of Object.entries(sizes))
    writeFileSync(path.join(ctx.photosDir, name), photoHeader(width, height));
  return ctx;
}

describe('photos-large-enough', () => {
  it('reports each photo smaller, in width or height, than the frame it covers', () => {
    const ctx = withSizes({
      'colosseum.jpg': [1199, 800],
      'hero.jpg': [1920, 1000],
      'meeting-1.jpg': [780, 519],
      'guide-marco.jpg': [800, 640],
      'avatar-sarah.jpg': [100, 100],
    });
    expect(runRules(ctx, [photosLargeEnough])).toEqual([
      {
        file: 'tours.yaml',
        ...valueAt(tours, 'image: colosseum.jpg'),
        path: 'tours[0].card.image',
        message:
          "photos/colosseum.jpg is 1199 × 800 px, too small to show sharp: a tour's photo spans a laptop's width, and a phone shows a square of it, so it needs at least 1200 × 780 px",
      },
      {
        file: 'site.yaml',
        ...valueAt(site, 'image: hero.jpg'),
        path: 'hero.image',
        message:
          "photos/hero.jpg is 1920 × 1000 px, too small to show sharp: the home page's photo spans a laptop's width, and a phone shows a tall slice of it, so it needs at least 1200 × 1080 px",
      },
      {
        file: 'site.yaml',
        ...positionOf(site, 'meeting-1.jpg'),
        path: 'meetingPoint.photos[0]',
        message:
          "photos/meeting-1.jpg is 780 × 519 px, too small to show sharp: a meeting point's photo is shown 3:2 across a phone, so it needs at least 780 × 520 px",
      },
      {
        file: 'site.yaml',
        ...valueAt(site, 'photo: guide-marco.jpg'),
        path: 'guides[0].photo',
        message:
          "photos/guide-marco.jpg is 800 × 640 px, too small to show sharp: a guide's portrait is shown 4:5, 320 px wide, so it needs at least 640 × 800 px",
      },
      {
        file: 'site.yaml',
        ...valueAt(site, 'avatar: avatar-sarah.jpg'),
        path: 'testimonials[0].avatar',
        message:
          'photos/avatar-sarah.jpg is 100 × 100 px, too small to show sharp: an avatar is shown 56 px wide, so it needs at least 112 × 112 px',
      },
    ]);
  });

  it('accepts photos exactly as large as their frames, and leaves missing ones to photos-exist', () => {
    const ctx = withSizes({
      'colosseum.jpg': [1200, 780],
      'hero.jpg': [1920, 1080],
      'meeting-1.jpg': [780, 520],
      'avatar-sarah.jpg': [112, 112],
    });
    expect(runRules(ctx, [photosLargeEnough])).toEqual([]);
  });
});
