// Every photo named in tours.yaml or site.yaml is a file in photos/, a JPEG or PNG whose size can
// be read (an empty file, or a page saved under a photo's name, is not). It runs on whichever of
// the two files is valid, so a broken site.yaml does not hide a missing tour photo.
import { problemAt } from '../yaml-file.ts';
import { photoReferences, readPhotoSize } from './photo-references.ts';
import type { Rule } from './rule.ts';

export const photosExist: Rule = {
  name: 'photos-exist',
  needs: [],
  run: (ctx) =>
    photoReferences(ctx).flatMap((ref) => {
      const size = readPhotoSize(ctx.photosDir, ref.name);
      if (size === 'missing')
        return [
          problemAt(ref.file, ref.at, `photo "${ref.name}" not found in photos/ (add the file, or fix the name)`),
        ];
      if (size === 'unreadable')
        return [
          problemAt(
            ref.file,
            ref.at,
            `photos/${ref.name} is not a JPEG or PNG whose size can be read (export the photo again as one)`,
          ),
        ];
      return [];
    }),
};
