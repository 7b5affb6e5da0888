// Rules a JSON Schema cannot express: they look across entries and across files (and at the
// disk, for photos). Each rule is a small named function returning every problem it finds.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SiteFile, ToursFile } from '../../src/generated/config-types.ts';
import { formatPath, type Problem } from './problem.ts';
import { locate, problemAt, type YamlFile } from './yaml-file.ts';

export interface RuleContext {
  tours?: { file: YamlFile; data: ToursFile };
  site?: { file: YamlFile; data: SiteFile };
  photosDir: string;
  publicDir: string;
}

export interface Rule {
  name: string;
  /** Which schema-valid files the rule needs; it is skipped while one of them is invalid. */
  needs: ReadonlyArray<'tours' | 'site'>;
  run(
    ctx: Required<Pick<RuleContext, 'photosDir' | 'publicDir'>> & {
      tours: NonNullable<RuleContext['tours']>;
      site: NonNullable<RuleContext['site']>;
    },
  ): Problem[];
}

function where(file: YamlFile, at: ReadonlyArray<string | number>): string {
  const { line, col } = locate(file, at);
  return `${file.name}:${line}:${col}, ${formatPath(at)}`;
}

/** Reports the second and later occurrences of each value, naming where it first appeared. */
function duplicates(
  file: YamlFile,
  values: Array<{ value: string; at: Array<string | number> }>,
  what: string,
): Problem[] {
  const first = new Map<string, Array<string | number>>();
  const problems: Problem[] = [];
  for (const { value, at } of values) {
    const earlier = first.get(value);
    if (earlier)
      problems.push(problemAt(file, at, `${what} "${value}" is used twice (also at ${where(file, earlier)})`));
    else first.set(value, at);
  }
  return problems;
}

export const uniqueTourSlugs: Rule = {
  name: 'unique-tour-slugs',
  needs: ['tours'],
  run: ({ tours }) =>
    duplicates(
      tours.file,
      tours.data.tours.map((t, i) => ({ value: t.slug, at: ['tours', i, 'slug'] })),
      'slug',
    ),
};

export const cardOrderListsEveryTourOnce: Rule = {
  name: 'card-order-lists-every-tour-once',
  needs: ['tours'],
  run: ({ tours: { file, data } }) => {
    const slugs = new Set(data.tours.map((t) => t.slug));
    const problems = data.cardOrder.flatMap((slug, i) =>
      slugs.has(slug)
        ? []
        : [problemAt(file, ['cardOrder', i], `no tour has the slug "${slug}" (tours: ${[...slugs].join(', ')})`)],
    );
    problems.push(
      ...duplicates(
        file,
        data.cardOrder.map((slug, i) => ({ value: slug, at: ['cardOrder', i] })),
        'tour',
      ),
    );
    const listed = new Set(data.cardOrder);
    data.tours.forEach((tour, i) => {
      if (!listed.has(tour.slug))
        problems.push(
          problemAt(
            file,
            ['tours', i, 'slug'],
            `tour "${tour.slug}" is missing from cardOrder (add it where its card should appear)`,
          ),
        );
    });
    if (data.homeCardCount > data.cardOrder.length) {
      problems.push(
        problemAt(
          file,
          ['homeCardCount'],
          `must be at most ${data.cardOrder.length}, the number of tours in cardOrder (got ${data.homeCardCount})`,
        ),
      );
    }
    return problems;
  },
};

export const widgetLanguagesOffered: Rule = {
  name: 'widget-languages-offered',
  needs: ['tours'],
  run: ({ tours: { file, data } }) =>
    data.tours.flatMap((tour, i) =>
      Object.keys(tour.booking?.products ?? {})
        .filter((code) => !tour.languages.includes(code as never))
        .map((code) =>
          problemAt(
            file,
            ['tours', i, 'booking', 'products'],
            `has a product for "${code}", which is not one of the tour's languages (${tour.languages.join(', ')})`,
            { key: code },
          ),
        ),
    ),
};

export const tourLanguagesDefined: Rule = {
  name: 'tour-languages-defined',
  needs: ['tours', 'site'],
  run: ({ tours: { file, data }, site }) => {
    const defined = new Set(site.data.languages.map((l) => l.code));
    return data.tours.flatMap((tour, i) =>
      tour.languages.flatMap((code, j) =>
        defined.has(code)
          ? []
          : [
              problemAt(
                file,
                ['tours', i, 'languages', j],
                `language "${code}" has no name: add it to \`languages\` in site.yaml (defined: ${[...defined].join(', ')})`,
              ),
            ],
      ),
    );
  },
};

export const durationRangeOrdered: Rule = {
  name: 'duration-range-ordered',
  needs: ['tours'],
  run: ({ tours: { file, data } }) =>
    data.tours.flatMap((tour, i) =>
      tour.duration.maxHours !== undefined && tour.duration.maxHours <= tour.duration.hours
        ? [
            problemAt(
              file,
              ['tours', i, 'duration', 'maxHours'],
              `must be more than hours (${tour.duration.hours}) (got ${tour.duration.maxHours})`,
            ),
          ]
        : [],
    ),
};

/** Every photo the config names, with where it is named. */
export function photoReferences(
  ctx: Pick<RuleContext, 'tours' | 'site'>,
): Array<{ file: YamlFile; at: Array<string | number>; name: string }> {
  const refs: Array<{ file: YamlFile; at: Array<string | number>; name: string }> = [];
  ctx.tours?.data.tours.forEach((t, i) =>
    refs.push({ file: ctx.tours!.file, at: ['tours', i, 'card', 'image'], name: t.card.image }),
  );
  if (ctx.site) {
    const { file, data } = ctx.site;
    refs.push({ file, at: ['hero', 'image'], name: data.hero.image });
    data.meetingPoint.photos.forEach((name, i) => refs.push({ file, at: ['meetingPoint', 'photos', i], name }));
    data.guides.forEach((g, i) => refs.push({ file, at: ['guides', i, 'photo'], name: g.photo }));
  }
  return refs;
}

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

export const uniqueGuideSlugs: Rule = {
  name: 'unique-guide-slugs',
  needs: ['site'],
  run: ({ site: { file, data } }) =>
    duplicates(
      file,
      data.guides.map((g, i) => ({ value: g.slug, at: ['guides', i, 'slug'] })),
      'guide slug',
    ),
};

export const guideLanguagesPublished: Rule = {
  name: 'guide-languages-published',
  needs: ['site'],
  run: ({ site: { file, data } }) =>
    data.guides.flatMap((guide, i) =>
      data.siteLanguages.includes(guide.language)
        ? []
        : [
            problemAt(
              file,
              ['guides', i, 'language'],
              `the site is not published in "${guide.language}" (siteLanguages: ${data.siteLanguages.join(', ')})`,
            ),
          ],
    ),
};

export const RULES: readonly Rule[] = [
  uniqueTourSlugs,
  cardOrderListsEveryTourOnce,
  widgetLanguagesOffered,
  tourLanguagesDefined,
  durationRangeOrdered,
  photosExist,
  logosExist,
  uniqueGuideSlugs,
  guideLanguagesPublished,
];

export function runRules(ctx: RuleContext): Problem[] {
  return RULES.flatMap((rule) => {
    if (rule.needs.some((need) => !ctx[need])) return [];
    return rule.run(ctx as Parameters<Rule['run']>[0]);
  });
}
