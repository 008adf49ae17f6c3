import type { Kysely } from 'kysely';
import type { Settings } from '@festival/shared/api-schemas/content';
import type { Database } from '../../db/database';
import { sanitizeFooterMarkup, sanitizeMarkup } from '../common/sanitize-markup';
import { bool, parseJson } from '../common/stored-values';

const STATUS_CODE = /^[1-5][0-9]{2}$/;
/** Error HTML is fetched by the page from its own site: a root-relative path, never another origin. */
const SITE_PATH = /^\/(?!\/)[^\s\\]*$/;

/** The configured error pages, without entries that are no status code or no path of this site. */
function errorPages(stored: string): Record<string, string> {
  const parsed = parseJson<unknown>(stored);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  return Object.fromEntries(Object.entries(parsed).filter(
    (entry): entry is [string, string] => STATUS_CODE.test(entry[0]) && typeof entry[1] === 'string' && SITE_PATH.test(entry[1]),
  ));
}

/** The one settings row, seeded with id 1; its code blocks sanitised for the browser. */
export async function siteSettings(db: Kysely<Database>): Promise<Settings> {
  const row = await db.selectFrom('settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  return {
    is_site_online: bool(row.is_site_online),
    is_shop_online: bool(row.is_shop_online),
    html_footer_logos: { code: sanitizeFooterMarkup(row.html_footer_logos) },
    html_footer_top: { code: sanitizeFooterMarkup(row.html_footer_top) },
    html_footer_bottom: { code: sanitizeFooterMarkup(row.html_footer_bottom) },
    html_header: { code: sanitizeMarkup(row.html_header) },
    error_pages: errorPages(row.error_pages),
  };
}

/** Spec §4: with is_site_online false every document answers 503 to visitors. */
export async function isSiteOnline(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('settings').select('is_site_online').where('id', '=', 1).executeTakeFirst();
  // Before the seed there is no row: nothing has switched the site off.
  return row ? bool(row.is_site_online) : true;
}
