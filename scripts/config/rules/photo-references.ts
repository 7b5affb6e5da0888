// Every photo the config names, with where it is named: the photos-exist rule checks them, and
// the generated photos module describes them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { displayedSize } from '../photo-info.ts';
import type { YamlFile } from '../yaml-file.ts';
import type { RuleContext } from './rule.ts';

export interface PhotoReference {
  file: YamlFile;
  at: Array<string | number>;
  name: string;
  /** What the photo is shown as, which sets how wide it must be (photos-large-enough.ts). */
  shownAs: 'tour' | 'hero' | 'meetingPoint' | 'guide' | 'avatar';
}

export function photoReferences(ctx: Pick<RuleContext, 'tours' | 'site'>): PhotoReference[] {
  const refs: PhotoReference[] = [];
  if (ctx.tours) {
    const { file, data } = ctx.tours;
    data.tours.forEach((t, i) =>
      refs.push({ file, at: ['tours', i, 'card', 'image'], name: t.card.image, shownAs: 'tour' }),
    );
  }
  if (ctx.site) {
    const { file, data } = ctx.site;
    refs.push({ file, at: ['hero', 'image'], name: data.hero.image, shownAs: 'hero' });
    data.meetingPoint.photos.forEach((name, i) =>
      refs.push({ file, at: ['meetingPoint', 'photos', i], name, shownAs: 'meetingPoint' }),
    );
    data.guides.forEach((g, i) => refs.push({ file, at: ['guides', i, 'photo'], name: g.photo, shownAs: 'guide' }));
    data.testimonials.forEach((t, i) =>
      refs.push({ file, at: ['testimonials', i, 'avatar'], name: t.avatar, shownAs: 'avatar' }),
    );
  }
  return refs;
}

/** The photo's size as shown, or why there is none: no such file, or not a JPEG or PNG whose
 * size can be read. */
export function readPhotoSize(
  photosDir: string,
  name: string,
): { width: number; height: number } | 'missing' | 'unreadable' {
  const file = path.join(photosDir, name);
  if (!existsSync(file)) return 'missing';
  return displayedSize(readFileSync(file)) ?? 'unreadable';
}
