// Every photo named in tours.yaml or site.yaml is a file in photos/, a JPEG or PNG whose size can
// be read (an empty file, or a page saved under a photo's name, is not). It runs on whichever of
// the two files is valid, so a broken site.yaml does not hide a missing tour photo.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { displayedSize } from '../photo-info.ts';
import { problemAt } from '../yaml-file.ts';
import { photoReferences } from './photo-references.ts';
import type { Rule } from './rule.ts';

export const photosExist: Rule = {
  name: 'photos-exist',
  needs: [],
  run: (ctx) =>
    photoReferences(ctx).flatMap((ref) => {
      const file = path.join(ctx.photosDir, ref.name);
      if (!existsSync(file))
        return [
          problemAt(ref.file, ref.at, `photo "${ref.name}" not found in photos/ (add the file, or fix the name)`),
        ];
      if (!displayedSize(readFileSync(file)))
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
