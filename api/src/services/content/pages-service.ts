import type { Kysely } from 'kysely';
import { type LocalisedUrls } from '@festival/shared/api-schemas/common-schemas';
import { LOCALES, type Locale } from '@festival/shared/i18n/locales';
import { PAGE_PARENT_DEPTH, type Page, type PageAncestor, type PageParent } from '@festival/shared/api-schemas/content';
import { href } from '@festival/shared/routes/route-table';
import type { Database } from '../../db/database';
import type { PageRow } from '../../db/tables/pages.table';
import { NotFoundError } from '../common/http-errors';
import { imageThumbnails } from '../common/image-thumbnails';
import { localised } from '../common/localise';
import { bool, parseJson } from '../common/stored-values';
import { resolveModules, type StoredModule } from './module-resolver';
import { isPageVisible } from './page-visibility';
import { findAncestors, findPageByUrl, findPageVersion } from './pages-repository';
import { publishedContent, withPublishedTexts, type PageContent } from './published-content';
import { publicationOf } from '../pageeditor/page-publication-repository';

/** A CMS path as stored: no locale prefix, no leading or trailing slash ('' is the home page). */
function normalisePagePath(path: string): string {
  return path.split('/').filter(Boolean).join('/');
}

export function pageUrls(row: Pick<PageRow, 'url_de' | 'url_en'>): LocalisedUrls {
  return { de: href('cms-page', { '*': row.url_de }, 'de'), en: href('cms-page', { '*': row.url_en }, 'en') };
}

function ancestorRef(row: PageRow, locale: Locale): PageAncestor {
  return { id: row.id, title: localised(row, 'title', locale), urls: pageUrls(row), is_clickable: bool(row.is_clickable) };
}

/** The parent with its own parent nested inside, nearest first, as deep as the schema allows. */
function parentChain(ancestors: PageRow[], locale: Locale): PageParent | null {
  const nearestFirst = [...ancestors].reverse().slice(0, PAGE_PARENT_DEPTH);
  return nearestFirst.reduceRight<PageParent | null>((parent, row) => ({ ...ancestorRef(row, locale), parent }), null);
}

export interface PageRequest {
  path: string;
  locale: Locale;
  /** A stored version to show instead of the live page; heeded for editors only. */
  versionId?: number | undefined;
  now: Date;
  /** Editors also get offline pages and modules, flagged (spec §4), and stored versions. */
  editor: boolean;
  /** Editors: the draft (the page's own columns) instead of the published version visitors see. */
  draft?: boolean;
}

/** The page at a CMS path in this language, online or not. */
export async function findPageByPath(db: Kysely<Database>, locale: Locale, path: string): Promise<PageRow | null> {
  return (await findPageByUrl(db, locale, normalisePagePath(path))) ?? null;
}

/** Loads a page only if it exists in this language and visitors see it now (spec §4: other pages are 404 for visitors). */
export async function visiblePage(db: Kysely<Database>, locale: Locale, path: string, now: Date): Promise<PageRow | null> {
  const row = await findPageByPath(db, locale, path);
  return row && isPageVisible(row, now) ? row : null;
}

export async function pageAnswer(db: Kysely<Database>, request: PageRequest): Promise<Page> {
  const { locale } = request;
  const row = request.editor ? await findPageByPath(db, locale, request.path) : await visiblePage(db, locale, request.path, request.now);
  if (!row) throw new NotFoundError('Page not found.');
  const versionId = request.editor ? request.versionId : undefined;
  let content: PageContent = request.editor && request.draft ? row : await publishedContent(db, row);
  if (versionId !== undefined) {
    const version = await findPageVersion(db, row.id, versionId);
    if (!version) throw new NotFoundError('Page version not found.');
    content = version;
  }
  const title = localised(content, 'title', locale);
  const headline = localised(content, 'headline', locale);
  const storedModules = localised(content, 'modules', locale);
  // Visitors get only the part of the tree they see; editors all of it.
  const ancestors = (await withPublishedTexts(db, await findAncestors(db, row))).filter((ancestor) => request.editor || isPageVisible(ancestor, request.now));
  const urls = pageUrls(row);
  return {
    id: row.id,
    urls,
    content_type: row.content_type,
    title,
    headline,
    // Editors also get pages outside their online window, flagged like offline ones.
    is_online: isPageVisible(row, request.now),
    is_clickable: bool(row.is_clickable),
    in_menu: bool(row.in_menu),
    in_footer: bool(row.in_footer),
    parent: parentChain(ancestors, locale),
    ancestors: ancestors.map((ancestor) => ancestorRef(ancestor, locale)),
    is_landing_page: bool(row.is_landing_page),
    meta_title: localised(row, 'meta_title', locale) || title,
    meta_description: localised(row, 'meta_description', locale),
    og_title: localised(row, 'og_title', locale) || title,
    og_description: localised(row, 'og_description', locale) || localised(row, 'meta_description', locale),
    og_image: row.og_image,
    og_type: row.og_type,
    og_image_thumbs: imageThumbnails(row.og_image),
    siblings: LOCALES.map((language) => ({ id: row.id, language, title: localised(row, 'title', language), urls })),
    version_id: versionId ?? null,
    revision: row.revision,
    ...(request.editor ? { publication: publicationOf(row) } : {}),
    modules: await resolveModules(db, parseJson<StoredModule[]>(storedModules), locale, request.now, request.editor ? 'editor' : 'visitor'),
  };
}
