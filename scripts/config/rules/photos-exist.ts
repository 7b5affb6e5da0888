// Every photo named in tours.yaml or site.yaml is a file in photos/. It runs on whichever of the
// two files is valid, so a broken site.yaml does not hide a missing tour photo.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { problemAt } from '../yaml-file.ts';
import { photoReferences } from './photo-references.ts';
import type { Rule } from './rule.ts';

export const photosExist: Rule = {
  name: 'photos-exist',
  needs: [],
  run: (ctx) =>
    photoReferences(ctx)
      .filter((ref) => !existsSync(path.join(ctx.photosDir, ref.name)))
      .map((ref) =>
        problemAt(ref.file, ref.at, `photo "${ref.name}" not found in photos/ (add the file, or fix the name)`),
      ),
};
