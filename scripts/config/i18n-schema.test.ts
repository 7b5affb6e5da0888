import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { I18N_SCHEMA_ID, i18nSchema, i18nTypeSchema } from './i18n-schema.ts';
import { loadSchemas } from './schema.ts';

const reference = {
  nav: { home: 'Home' },
  tours: { colosseum: { name: 'Colosseum', highlights: ['The arena'] } },
};
const slugs = ['colosseum', 'pantheon', 'vatican'];
const schemaDir = path.resolve(import.meta.dirname, '../../schema');

describe('i18nSchema', () => {
  it('gives every slug of tours.yaml the shape of the reference tour, defined once', () => {
    const schema = i18nSchema(reference, slugs) as {
      definitions: { tour: { required: string[] } };
      properties: { tours: { required: string[]; properties: Record<string, unknown> } };
    };
    expect(schema.definitions.tour.required).toEqual(['name', 'highlights']);
    expect(schema.properties.tours.required).toEqual(slugs);
    for (const slug of slugs) expect(schema.properties.tours.properties[slug]).toEqual({ $ref: '#/definitions/tour' });
  });

  it("reports a tour's missing text at its own path", () => {
    const ajv = loadSchemas(schemaDir);
    ajv.addSchema(i18nSchema(reference, slugs));
    const validate = ajv.getSchema(I18N_SCHEMA_ID)!;
    const tour = reference.tours.colosseum;
    const texts = { ...reference, tours: { colosseum: tour, pantheon: { name: 'Pantheon' }, vatican: tour } };
    expect(validate(texts)).toBe(false);
    expect(validate.errors).toMatchObject([
      { instancePath: '/tours/pantheon', keyword: 'required', params: { missingProperty: 'highlights' } },
    ]);
  });
});

describe('i18nTypeSchema', () => {
  it('types the tours as a record of the tour definition, naming no slug', () => {
    const typeSchema = i18nTypeSchema(i18nSchema(reference, slugs)) as {
      definitions?: unknown;
      properties: { tours: { additionalProperties: { title: string; required: string[] }; properties?: unknown } };
    };
    expect(typeSchema.definitions).toBeUndefined();
    expect(typeSchema.properties.tours.properties).toBeUndefined();
    expect(typeSchema.properties.tours.additionalProperties).toMatchObject({
      title: 'TourTexts',
      required: ['name', 'highlights'],
    });
  });
});
