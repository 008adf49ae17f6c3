import type { TSchema } from '@sinclair/typebox';
import { ValueErrorType, type ValueError } from '@sinclair/typebox/errors';
import { Value } from '@sinclair/typebox/value';
import type { ModuleModel } from '@festival/shared/api-schemas/content-modules';
import { MODULE_INPUTS } from '@festival/shared/api-schemas/module-inputs';
import { HEADLINE_LEVELS } from './headline-level';
import { windowBound } from '@festival/shared/format/online-window';
import { embedFitsHosts, videoEmbedUrl, type EmbedKind } from '@festival/shared/media/embed-hosts';

/**
 * The page-editor rules of spec §5, one source for the editor's forms and the api: a write is
 * checked against its model's schema (module-inputs.ts) and then against the rules below.
 * Errors name the field as react-hook-form does (`children.0.image`) and carry a message key of
 * the "validation" i18n namespace (i18n/resources/validation.ts), with values to fill in.
 */
export type ModuleRuleKey =
  | 'required' | 'invalid' | 'tooLong' | 'tooMany' | 'headlineLevel' | 'videoUrl' | 'embedAudio' | 'embedViewer'
  | 'embedSocial' | 'blogItems' | 'altRequired' | 'linkTarget' | 'date' | 'notFound' | 'imageFile'
  | 'endBeforeStart' | 'money';

export interface ModuleFieldError {
  field: string;
  message: ModuleRuleKey;
  values?: Record<string, number>;
}

export { HEADLINE_LEVELS } from './headline-level';
/** Spec §5 and §9 limits. */
export const BLOG_ITEMS = { min: 1, max: 8 } as const;
export const FULL_TEASER_TEXT_MAX = 3000;

type Fields = Record<string, unknown>;
type Check = (input: Fields, report: (field: string, message: ModuleRuleKey, values?: Record<string, number>) => void) => void;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): Fields[] => (Array.isArray(value) ? value.filter((item): item is Fields => !!item && typeof item === 'object') : []);

/** What a reader sees of rich text: tags dropped, entities counted as one character. */
export function visibleText(markup: string): string {
  return markup.replace(/<[^>]*>/g, '').replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, '_').trim();
}

const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** A path of this site (not //host), an #anchor, or an http(s), mailto or tel address. */
export function isLinkTarget(value: string): boolean {
  if (/^\/(?!\/)/.test(value) || value.startsWith('#')) return true;
  try {
    return SAFE_SCHEMES.has(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Present: a number, or text with more than blanks; for rich text, more than empty markup. */
function required(field: string, value: unknown, report: Parameters<Check>[1], richText = false): boolean {
  const present = typeof value === 'number' || (typeof value === 'string' && (richText ? visibleText(value) : value.trim()) !== '');
  if (!present) report(field, 'required');
  return present;
}

function linkTarget(field: string, value: unknown, report: Parameters<Check>[1], needed = false): void {
  const target = text(value).trim();
  if (!target) {
    if (needed) report(field, 'required');
  } else if (!isLinkTarget(target)) {
    report(field, 'linkTarget');
  }
}

function date(field: string, value: unknown, report: Parameters<Check>[1], needed = false): void {
  const bound = text(value).trim();
  if (!bound) {
    if (needed) report(field, 'required');
  } else if (windowBound(bound) === null) {
    report(field, 'date');
  }
}

/** An image where one is needed, and alt text for every image given (issue: alt text required). */
function image(prefix: string, input: Fields, report: Parameters<Check>[1], needed: boolean): void {
  const given = text(input.image).trim() !== '';
  if (!given) {
    if (needed) report(`${prefix}image`, 'required');
  } else if (!text(input.image_alt).trim()) {
    report(`${prefix}image_alt`, 'altRequired');
  }
}

function video(field: string, value: unknown, report: Parameters<Check>[1]): void {
  if (required(field, value, report) && videoEmbedUrl(text(value).trim()) === null) report(field, 'videoUrl');
}

const EMBED_MESSAGES: Record<Exclude<EmbedKind, 'video'>, ModuleRuleKey> = { audio: 'embedAudio', viewer: 'embedViewer', social: 'embedSocial' };

function embed(kind: Exclude<EmbedKind, 'video'>): Check {
  return (input, report) => {
    if (required('embed', input.embed, report) && !embedFitsHosts(kind, text(input.embed))) report('embed', EMBED_MESSAGES[kind]);
  };
}

/** Lists of items that make a module: at least one item, each checked with its prefix. */
function items(check: (item: Fields, prefix: string, report: Parameters<Check>[1]) => void): Check {
  return (input, report) => {
    const children = list(input.children);
    if (children.length === 0) report('children', 'required');
    children.forEach((item, index) => check(item, `children.${index}.`, report));
  };
}

const RULES: Partial<Record<ModuleModel, Check>> = {
  Headline: (input, report) => {
    required('content', input.content, report);
    const level = input.headline_level;
    if (typeof level !== 'number' || level < HEADLINE_LEVELS.min || level > HEADLINE_LEVELS.max) {
      report('headline_level', 'headlineLevel', { ...HEADLINE_LEVELS });
    }
  },
  Link: (input, report) => {
    required('link_text', input.link_text, report);
    if (!text(input.link).trim() && !text(input.link_url).trim()) report('link', 'required');
    linkTarget('link', input.link, report);
    linkTarget('link_url', input.link_url, report);
  },
  Image: (input, report) => {
    image('', input, report, true);
    linkTarget('link', input.link, report);
  },
  ImageList: items((item, prefix, report) => {
    image(prefix, item, report, true);
    linkTarget(`${prefix}link`, item.link, report);
  }),
  Video: (input, report) => {
    video('video_url', input.video_url, report);
    image('', input, report, false);
  },
  VideoSelfHosted: (input, report) => {
    linkTarget('file', input.file, report, true);
    image('', input, report, false);
  },
  VideoList: items((item, prefix, report) => {
    video(`${prefix}video_url`, item.video_url, report);
    image(prefix, item, report, false);
  }),
  Audio: embed('audio'),
  AudioSelfHosted: (input, report) => linkTarget('file', input.file, report, true),
  Viewer: embed('viewer'),
  SocialMedia: embed('social'),
  FullTeaser: (input, report) => {
    image('', input, report, true);
    required('headline', input.headline, report);
    linkTarget('link', input.link, report, true);
    if (visibleText(text(input.text)).length > FULL_TEASER_TEXT_MAX) report('text', 'tooLong', { max: FULL_TEASER_TEXT_MAX });
  },
  TeaserList: items((item, prefix, report) => {
    image(prefix, item, report, true);
    required(`${prefix}headline`, item.headline, report);
    linkTarget(`${prefix}link`, item.link, report, true);
    date(`${prefix}online_from`, item.online_from, report);
    date(`${prefix}online_to`, item.online_to, report);
  }),
  Venue: (input, report) => { required('venue', input.venue, report); },
  VenueList: items((item, prefix, report) => { required(`${prefix}venue`, item.venue, report); }),
  HTML: (input, report) => { required('html_code', input.html_code, report); },
  LogoList: items((item, prefix, report) => {
    image(prefix, item, report, true);
    linkTarget(`${prefix}link`, item.link, report);
  }),
  Forms: (input, report) => {
    if (input.form_id === null || input.form_id === undefined) required('hubspot_id', input.hubspot_id, report);
  },
  HeroMedia: (input, report) => {
    required('headline', input.headline, report);
    date('online_from', input.online_from, report, true);
    date('online_to', input.online_to, report);
    linkTarget('button_link', input.button_link, report);
    linkTarget('video', input.video, report);
    image('', input, report, false);
  },
  BlogTeaserList: (input, report) => {
    const count = Array.isArray(input.items) ? input.items.length : 0;
    if (count < BLOG_ITEMS.min || count > BLOG_ITEMS.max) report('items', 'blogItems', { ...BLOG_ITEMS });
  },
  TwoColumns: (input, report) => {
    required('text', input.text, report, true);
    image('', input, report, true);
  },
  EventList: (input, report) => {
    date('date_from', input.date_from, report);
    date('date_to', input.date_to, report);
  },
  Section: (input, report) => image('', input, report, false),
};

const SCHEMA_MESSAGES: Partial<Record<ValueErrorType, ModuleRuleKey>> = {
  [ValueErrorType.ObjectRequiredProperty]: 'required',
  [ValueErrorType.StringMaxLength]: 'tooLong',
  [ValueErrorType.StringMinLength]: 'required',
  [ValueErrorType.ArrayMaxItems]: 'tooMany',
};

function schemaError(error: ValueError): ModuleFieldError {
  const field = error.path.split('/').filter(Boolean).join('.');
  const message = SCHEMA_MESSAGES[error.type] ?? 'invalid';
  const limit: unknown = message === 'tooLong' ? error.schema.maxLength : message === 'tooMany' ? error.schema.maxItems : undefined;
  return typeof limit === 'number' ? { field, message, values: { max: limit } } : { field, message };
}

/** The fields of a value that do not fit a schema, the first error of each field. */
export function schemaErrors(schema: TSchema, value: unknown): ModuleFieldError[] {
  const errors = new Map<string, ModuleFieldError>();
  for (const error of Value.Errors(schema, value)) {
    const found = schemaError(error);
    if (!errors.has(found.field)) errors.set(found.field, found);
  }
  return [...errors.values()];
}

/**
 * Every failing field of a module's write body, at most one error per field, schema errors
 * first; an empty list means the body may be saved. Pure: no DOM, no i18n instance.
 */
export function validateModule(model: ModuleModel, input: unknown): ModuleFieldError[] {
  const errors = new Map<string, ModuleFieldError>();
  const add = (error: ModuleFieldError) => { if (!errors.has(error.field)) errors.set(error.field, error); };
  for (const error of schemaErrors(MODULE_INPUTS[model], input)) add(error);
  if (input && typeof input === 'object' && !Array.isArray(input)) {
    RULES[model]?.(input as Fields, (field, message, values) => add(values ? { field, message, values } : { field, message }));
  } else {
    add({ field: '', message: 'invalid' });
  }
  return [...errors.values()];
}
