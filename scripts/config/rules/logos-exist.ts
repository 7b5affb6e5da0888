// A partner's logo is served as is from public/, so the file must be there.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { problemAt } from '../yaml-file.ts';
import type { Rule } from './rule.ts';

export const logosExist: Rule = {
  name: 'logos-exist',
  needs: ['site'],
  run: ({ site: { file, data }, publicDir }) =>
    data.partners.flatMap((p, i) =>
      existsSync(path.join(publicDir, p.logo))
        ? []
        : [
            problemAt(
              file,
              ['partners', i, 'logo'],
              `logo "${p.logo}" not found in public/ (add the file, or fix the path)`,
            ),
          ],
    ),
};
