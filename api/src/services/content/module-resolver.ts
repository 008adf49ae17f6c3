import type { Kysely } from 'kysely';
import type { FocalPoint } from '@festival/shared/api-schemas/images';
import type { Locale } from '@festival/shared/i18n/locales';
import type { LeafModule, PageModule, SectionModule, TeaserItem } from '@festival/shared/api-schemas/content-modules';
import { isOnline } from '@festival/shared/format/online-window';
import { clampHeadlineLevel } from '@festival/shared/validation/headline-level';
import type { Database } from '../../db/database';
import { articleCardsByIds, latestArticleCards, toCategory } from './articles-service';
import { focalPointOf, focalPointsIn } from '../media/focal-points';
import { imageFields } from './content-images';
import { sanitizeModuleMarkup } from './module-markup';
import { eventTeaserCards, venueObjs } from './programme-objects';

/**
 * Modules are stored as JSON per language in the shape of the answer, without the fields
 * that are looked up at read time: image_obj/image_thumbnails come from image (+ image_alt,
 * image_copyright), venue_obj from venue, article_objs from items or category_ids, event
 * cards from the EventList's filters.
 */
export interface StoredModule {
  slug: string;
  model: PageModule['model'];
  [field: string]: unknown;
}

interface ResolveContext {
  db: Kysely<Database>;
  locale: Locale;
  now: Date;
  /** Editors also get what is outside its online window, flagged is_online: false (spec §4). */
  editor: boolean;
  /** Focal points of the uploaded pictures the modules show (media library). */
  focus: ReadonlyMap<string, FocalPoint>;
}

const EVENT_LIST_LIMIT = 6;
const HIGHLIGHT_PER_CATEGORY = 1;

function withImage<T extends Record<string, unknown>>(stored: T, focus: ResolveContext['focus']) {
  const { image_alt, image_copyright, ...rest } = stored;
  const image = typeof stored.image === 'string' ? stored.image : null;
  const alt = typeof image_alt === 'string' ? image_alt : '';
  return { ...rest, ...imageFields(image, alt, typeof image_copyright === 'string' ? image_copyright : '', focalPointOf(image, focus)) };
}

/** online_from/online_to bound when a teaser or hero is shown (Berlin wall-clock or instants). */
function isWithinWindow(item: Record<string, unknown>, now: Date): boolean {
  const bound = (value: unknown) => (typeof value === 'string' ? value : null);
  return isOnline({ online_from: bound(item.online_from), online_to: bound(item.online_to) }, now);
}

const storedList = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? (value as Record<string, unknown>[]) : []);
const idList = (value: unknown): number[] => (Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : []);

async function resolveLeaf(raw: StoredModule, ctx: ResolveContext): Promise<LeafModule | null> {
  // Markup leaves the server cleaned, whatever was stored.
  const stored = sanitizeModuleMarkup(raw.model, raw);
  switch (stored.model) {
    case 'Image': case 'Video': case 'VideoSelfHosted': case 'FullTeaser': case 'TwoColumns':
      return withImage(stored, ctx.focus) as unknown as LeafModule; // cast: stored JSON is written by the seed and editor in this shape
    case 'ImageList': case 'VideoList': case 'LogoList':
      return { ...stored, children: storedList(stored.children).map((item) => withImage(item, ctx.focus)) } as unknown as LeafModule; // cast: see above
    case 'TeaserList': {
      const children = ctx.editor
        ? storedList(stored.children).map((item) => ({ ...withImage(item, ctx.focus), is_online: isWithinWindow(item, ctx.now) }))
        : storedList(stored.children).filter((item) => isWithinWindow(item, ctx.now)).map((item) => withImage(item, ctx.focus));
      return { ...stored, children: children as unknown as TeaserItem[] } as unknown as LeafModule; // cast: see above
    }
    case 'Headline':
      return { ...stored, headline_level: clampHeadlineLevel(stored.headline_level) } as unknown as LeafModule; // cast: see above
    case 'HeroMedia': {
      const online = isWithinWindow(stored, ctx.now);
      if (ctx.editor) return { ...withImage(stored, ctx.focus), is_online: online } as unknown as LeafModule; // cast: see above
      return online ? (withImage(stored, ctx.focus) as unknown as LeafModule) : null; // cast: see above
    }
    case 'Venue': {
      const id = Number(stored.venue);
      const [venue] = await venueObjs(ctx.db, [id], ctx.locale);
      return { ...stored, venue_obj: venue ?? null } as unknown as LeafModule; // cast: see above
    }
    case 'VenueList': {
      const ids = storedList(stored.children).map((child) => Number(child.venue));
      const venues = await venueObjs(ctx.db, ids, ctx.locale);
      const children = ids.map((id) => ({ venue: id, venue_obj: venues.find((v) => v.id === id) ?? null }));
      return { ...stored, children } as unknown as LeafModule; // cast: see above
    }
    case 'BlogTeaserList': {
      const cards = await articleCardsByIds(ctx.db, idList(stored.items), ctx.locale, ctx.now);
      return { ...stored, article_objs: cards, main_teaser_obj: cards[0] ?? null } as unknown as LeafModule; // cast: see above
    }
    case 'HighlightTeaser': {
      const { category_ids, ...rest } = stored;
      const ids = idList(category_ids);
      const rows = ids.length ? await ctx.db.selectFrom('article_categories').selectAll().where('id', 'in', ids).execute() : [];
      const categories = ids.flatMap((id) => rows.filter((row) => row.id === id)).map((row) => toCategory(row, ctx.locale));
      const perCategory = await Promise.all(
        categories.map((category) => latestArticleCards(ctx.db, ctx.locale, ctx.now, { category: category.id }, HIGHLIGHT_PER_CATEGORY)),
      );
      return { ...rest, categories, article_objs: perCategory.flat() } as unknown as LeafModule; // cast: see above
    }
    case 'EventList': {
      const filters = stored.filters === 'next_3_days' || stored.filters === 'weekend' ? stored.filters : '';
      const dateFrom = typeof stored.date_from === 'string' && stored.date_from ? stored.date_from : ctx.now.toISOString();
      const dateTo = typeof stored.date_to === 'string' && stored.date_to ? stored.date_to : null;
      const tag = typeof stored.tag === 'number' ? stored.tag : null;
      const children = await eventTeaserCards(ctx.db, { dateFrom, dateTo, filters, tag, limit: EVENT_LIST_LIMIT, now: ctx.now }, ctx.locale);
      return { ...stored, date_from: dateFrom, date_to: dateTo, filters, tag, children } as unknown as LeafModule; // cast: see above
    }
    case 'Section':
      return null;
    default:
      return stored as unknown as LeafModule; // cast: modules without looked-up fields are stored as answered
  }
}

async function resolveSection(stored: StoredModule, ctx: ResolveContext): Promise<SectionModule> {
  const columns = await Promise.all(
    storedList(stored.columns).map(async (column) => ({
      index: Number(column.index),
      classes: String((column.classes as string | undefined) ?? ''),
      children: await resolveLeaves(storedList(column.children) as unknown as StoredModule[], ctx), // cast: see resolveLeaf
    })),
  );
  return { ...withImage(stored, ctx.focus), columns } as unknown as SectionModule; // cast: see resolveLeaf
}

async function resolveLeaves(stored: StoredModule[], ctx: ResolveContext): Promise<LeafModule[]> {
  const resolved = await Promise.all(stored.map((module) => resolveLeaf(module, ctx)));
  return resolved.filter((module): module is LeafModule => module !== null);
}

/** Turns stored modules into the answer's modules for one language and instant, for visitors or for an editor. */
export async function resolveModules(
  db: Kysely<Database>, stored: StoredModule[], locale: Locale, now: Date, audience: 'visitor' | 'editor' = 'visitor',
): Promise<PageModule[]> {
  const ctx = { db, locale, now, editor: audience === 'editor', focus: await focalPointsIn(db, stored) };
  const resolved = await Promise.all(
    stored.map((module) => (module.model === 'Section' ? resolveSection(module, ctx) : resolveLeaf(module, ctx))),
  );
  return resolved.filter((module): module is PageModule => module !== null);
}
