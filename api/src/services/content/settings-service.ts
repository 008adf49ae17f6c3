import type { Kysely } from 'kysely';
import type { Settings } from '@festival/shared/api-schemas/content';
import type { Database } from '../../db/database';
import { sanitizeMarkup } from '../common/sanitize-markup';
import { bool } from '../common/stored-values';

/** The one settings row, seeded with id 1; its code blocks sanitised for the browser. */
export async function siteSettings(db: Kysely<Database>): Promise<Settings> {
  const row = await db.selectFrom('settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  return {
    is_site_online: bool(row.is_site_online),
    is_shop_online: bool(row.is_shop_online),
    html_footer_logos: { code: sanitizeMarkup(row.html_footer_logos) },
    html_footer_top: { code: sanitizeMarkup(row.html_footer_top) },
    html_footer_bottom: { code: sanitizeMarkup(row.html_footer_bottom) },
    html_header: { code: sanitizeMarkup(row.html_header) },
  };
}
