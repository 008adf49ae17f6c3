import * as contentSchemas from '@festival/shared/api-schemas/admin-content';
import * as programmeSchemas from '@festival/shared/api-schemas/admin-programme';
import { ADMIN_COLLECTIONS } from '@festival/shared/api-schemas/admin';
import { COLLECTIONS } from '../collections/collections';
import type { FieldSpec, ObjectSchema } from '../collections/field-spec';
import { SETTINGS_FIELDS } from '../collections/settings-fields';
import { fieldsFromSchema } from '../collections/schema-fields';
import { hubFieldsResources } from '../i18n/hub-fields-resources';

const SERVER_KEYS = new Set(['id', 'revision']);

/** Every path a form edits, with its field: `seat_groups.prices.amount`. */
function paths(fields: FieldSpec[], prefix = ''): Map<string, FieldSpec> {
  const found = new Map<string, FieldSpec>();
  for (const field of fields) {
    found.set(`${prefix}${field.name}`, field);
    if (field.kind === 'group') paths(field.fields, `${prefix}${field.name}.`).forEach((value, key) => found.set(key, value));
  }
  return found;
}

/** Every property of a schema, nested lists of objects included, but the server's keys and the hidden ones. */
function schemaPaths(schema: ObjectSchema, hidden: string[] = [], prefix = ''): string[] {
  return Object.entries(schema.properties).flatMap(([name, property]) => {
    if (SERVER_KEYS.has(name) || (prefix === '' && hidden.includes(name))) return [];
    const items = property.type === 'array' && property.items?.type === 'object' ? schemaPaths(property.items as ObjectSchema, [], `${prefix}${name}.`) : [];
    return [`${prefix}${name}`, ...items];
  });
}

test('the hub describes every collection of the admin API', () => {
  expect(Object.keys(COLLECTIONS).sort()).toEqual([...ADMIN_COLLECTIONS].sort());
});

test.each(Object.values(COLLECTIONS))('every field of $name has a control in the generated form', (spec) => {
  const controls = paths(spec.fields);
  expect([...controls.keys()].sort()).toEqual(schemaPaths(spec.schema, spec.hidden).sort());
  // What stays hidden is the server's (slugs) or set elsewhere, never something the schema requires an editor to type.
  for (const name of spec.hidden ?? []) expect(name).toMatch(/^(slug|slug_de|slug_en|og_type|content_type)$/);
});

test('every admin object schema is a collection of the hub (or the settings)', () => {
  const schemas = Object.entries({ ...programmeSchemas, ...contentSchemas })
    .filter(([name, value]) => /^Admin/.test(name) && typeof value === 'object' && (value as { type?: string }).type === 'object' && 'revision' in ((value as ObjectSchema).properties ?? {}));
  const described = new Set<unknown>([...Object.values(COLLECTIONS).map((spec) => spec.schema), contentSchemas.AdminSettings]);
  expect(schemas.filter(([, schema]) => !described.has(schema)).map(([name]) => name)).toEqual([]);
});

test('each kind of field gets the control its schema asks for', () => {
  const event = paths(COLLECTIONS.events.fields);
  expect(event.get('room_id')).toMatchObject({ kind: 'relation', collection: 'rooms', required: true });
  expect(event.get('genre_id')).toMatchObject({ kind: 'relation', collection: 'genres', required: false });
  expect(event.get('exhibition_type_id')).toMatchObject({ kind: 'relation', collection: 'exhibition-types' });
  expect(event.get('tag_ids')).toMatchObject({ kind: 'relation', collection: 'tags', multiple: true });
  expect(event.get('seat_groups.prices.sale_type_id')).toMatchObject({ kind: 'relation', collection: 'sale-types', required: true });
  expect(event.get('seat_groups.prices.amount')).toMatchObject({ kind: 'money', required: true });
  expect(event.get('description_de')).toMatchObject({ kind: 'richtext' });
  expect(event.get('date_end')).toMatchObject({ kind: 'datetime', notBefore: 'date_start', required: true });
  expect(event.get('ticket_url')).toMatchObject({ kind: 'text' });
  expect(paths(COLLECTIONS.venues.fields).get('lat')).toMatchObject({ kind: 'number', integer: false, required: false });
  expect(paths(COLLECTIONS.rooms.fields).get('sort')).toMatchObject({ kind: 'number', required: false });
  expect(paths(COLLECTIONS.menus.fields).get('url_de')).toMatchObject({ kind: 'text', link: true });
  expect(paths(COLLECTIONS.menus.fields).get('menu')).toMatchObject({ kind: 'select', options: ['main', 'footer'] });
  expect(paths(COLLECTIONS.persons.fields).get('bio_de')).toMatchObject({ kind: 'richtext' });
  expect(paths(SETTINGS_FIELDS).get('html_header')).toMatchObject({ kind: 'code' });
  expect(paths(COLLECTIONS.pages.fields).has('og_type')).toBe(false);
});

test('a field the hub cannot draw fails loudly instead of vanishing from the form', () => {
  expect(() => fieldsFromSchema({ properties: { shape: { type: 'object' } } }, {})).toThrow('shape');
});

test('every label a generated form shows is written in both languages', () => {
  const labels = new Set([...Object.values(COLLECTIONS).flatMap((spec) => [...paths(spec.fields).values()]), ...SETTINGS_FIELDS].map((field) => field.label));
  for (const language of ['de', 'en'] as const) {
    expect([...labels].filter((label) => !(label in hubFieldsResources[language])).sort()).toEqual([]);
  }
});
