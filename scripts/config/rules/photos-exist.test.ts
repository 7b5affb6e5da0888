import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ruleContext, valueAt, positionOf } from '../test-support.ts';
import { runRules } from './index.ts';
import { photoReferences } from './photo-references.ts';
import { photosExist } from './photos-exist.ts';

const tours = `
tours:
  - slug: colosseum
    card: { image: colosseum.jpg }
  - slug: vatican
    card: { image: vatican.jpg }
`;
const site = `
hero: { image: hero.jpg }
meetingPoint:
  photos: [meeting-1.jpg, meeting-2.jpg]
guides:
  - slug: marco
    photo: guide-marco.jpg
testimonials:
  - name: Sarah
    avatar: avatar-sarah.jpg
`;
const ALL = [
  'colosseum.jpg',
  'vatican.jpg',
  'hero.jpg',
  'meeting-1.jpg',
  'meeting-2.jpg',
  'guide-marco.jpg',
  'avatar-sarah.jpg',
];
const message = (name: string) => `photo "${name}" not found in photos/ (add the file, or fix the name)`;

describe('photos-exist', () => {
  it('reports every photo named in tours.yaml or site.yaml that is not in photos/', () => {
    const missing = ['vatican.jpg', 'meeting-2.jpg', 'guide-marco.jpg', 'avatar-sarah.jpg'];
    const photos = ALL.filter((name) => !missing.includes(name));
    expect(runRules(ruleContext({ tours, site, photos }), [photosExist])).toEqual([
      {
        file: 'tours.yaml',
        ...valueAt(tours, 'image: vatican.jpg'),
        path: 'tours[1].card.image',
        message: message('vatican.jpg'),
      },
      {
        file: 'site.yaml',
        ...positionOf(site, 'meeting-2.jpg'),
        path: 'meetingPoint.photos[1]',
        message: message('meeting-2.jpg'),
      },
      {
        file: 'site.yaml',
        ...valueAt(site, 'photo: guide-marco.jpg'),
        path: 'guides[0].photo',
        message: message('guide-marco.jpg'),
      },
      {
        file: 'site.yaml',
        ...valueAt(site, 'avatar: avatar-sarah.jpg'),
        path: 'testimonials[0].avatar',
        message: message('avatar-sarah.jpg'),
      },
    ]);
  });

  it("still checks tours.yaml's photos while site.yaml is invalid", () => {
    expect(runRules(ruleContext({ tours, photos: ['vatican.jpg'] }), [photosExist])).toEqual([
      {
        file: 'tours.yaml',
        ...valueAt(tours, 'image: colosseum.jpg'),
        path: 'tours[0].card.image',
        message: message('colosseum.jpg'),
      },
    ]);
  });

  it('reports a photo whose file is not a JPEG or PNG', () => {
    const ctx = ruleContext({ tours, photos: ['colosseum.jpg', 'vatican.jpg'] });
    writeFileSync(path.join(ctx.photosDir, 'vatican.jpg'), '<!doctype html><title>Not found</title>');
    expect(runRules(ctx, [photosExist])).toEqual([
      {
        file: 'tours.yaml',
        ...valueAt(tours, 'image: vatican.jpg'),
        path: 'tours[1].card.image',
        message: 'photos/vatican.jpg is not a JPEG or PNG whose size can be read (export the photo again as one)',
      },
    ]);
  });

  it('accepts photos that are all there, and names each of them once per use', () => {
    const ctx = ruleContext({ tours, site, photos: ALL });
    expect(runRules(ctx, [photosExist])).toEqual([]);
    expect(photoReferences(ctx).map((ref) => ref.name)).toEqual(ALL);
  });
});
