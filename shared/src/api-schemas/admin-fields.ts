import { Type } from '@sinclair/typebox';
import type { AdminCollection } from './admin';
import { Line, Nullable, Text } from './common-schemas';

/**
 * Field kinds of the admin's collection schemas (admin-programme.ts, admin-content.ts): the api
 * validates bodies with them, the hub generates its forms from the same schemas. Texts per
 * language end in _de / _en.
 */

/**
 * Annotations the hub's generated forms read and validators ignore (the api's Ajv declares them):
 * `x-ref` names the collection an id points to, `x-control` the input a string needs.
 */
export const HUB_KEYWORDS = ['x-ref', 'x-control'] as const;
export type HubControl = 'rich-text' | 'code' | 'image' | 'money' | 'link' | 'date-time' | 'day' | 'time';
const control = (name: HubControl) => ({ 'x-control': name });

/** A line of text that must not be empty (titles, names). */
export const requiredLine = (maxLength = 300) => Line({ minLength: 1, maxLength });
/** A line of text that may be empty. */
export const line = (maxLength = 300) => Line({ maxLength });
/** Rich text (allowlisted markup, cleaned on save). */
export const richText = (maxLength = 100_000) => Text({ maxLength, ...control('rich-text') });
/** Code the site includes as it is (head scripts, footer markup), edited as plain text. */
export const code = (maxLength = 50_000) => Text({ maxLength, ...control('code') });
/** ISO-8601 date-time with offset, e.g. 2026-06-12T18:00:00.000Z; stored and answered as UTC. */
export const DATE_TIME_PATTERN = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$';
export const dateTime = () => Type.String({ pattern: DATE_TIME_PATTERN, ...control('date-time') });
/** A calendar day, YYYY-MM-DD. */
export const day = () => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', ...control('day') });
/** A time of day, HH:MM or HH:MM:SS. */
export const timeOfDay = () => Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$', ...control('time') });
/** A slug: lowercase words joined by hyphens; assigned from the title when absent. */
export const slug = () => Type.Optional(Type.String({ maxLength: 200, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }));
/** A media path, or null for none: the `image` that POST /api/media/images/ (media.ts) answers, or a stored one. */
export const image = () => Nullable(Type.String({ maxLength: 500, pattern: '^/media/[^\\s]*$', ...control('image') }));
/** Id of an object of another collection. */
export const ref = (collection: AdminCollection) => Type.Integer({ minimum: 1, maximum: 2147483647, 'x-ref': collection });
export const optionalRef = (collection: AdminCollection) => Nullable(ref(collection));
/** Ids of objects of another collection, in display order. */
export const refs = (collection: AdminCollection) => Type.Array(ref(collection), { maxItems: 200, uniqueItems: true });
export const count = () => Type.Integer({ minimum: 0, maximum: 1_000_000 });
/**
 * A count an editor may leave empty: null is stored as the schema's `default` (0: not stated),
 * so an object always answers a number.
 */
export const optionalCount = () => Type.Union([count(), Type.Null()], { default: 0 });
/** A place in a list; left empty (null) it is 0, and equal keys fall back to the list's other order. */
export const sortKey = () => Type.Union([Type.Integer({ minimum: 0, maximum: 1_000_000 }), Type.Null()], { default: 0 });
/** A price in euros as a decimal string: "18.00". */
export const amount = () => Type.String({ pattern: '^\\d{1,6}\\.\\d{2}$', ...control('money') });
/** A path of this site (/…) or an https:// address. */
export const link = (maxLength = 500) => Type.String({ maxLength, pattern: '^(|/(?!/)\\S*|https://\\S+)$', ...control('link') });
export const flag = () => Type.Boolean();
