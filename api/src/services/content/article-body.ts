import type { Locale } from '@festival/shared/i18n/locales';
import type { ArticleRow } from '../../db/tables/articles.table';

type BodyColumns = Pick<ArticleRow, 'modules_de' | 'modules_en' | 'draft_modules_de' | 'draft_modules_en'>;

/**
 * The stored modules (JSON) of an article's body in a language: with `draft`, the draft editors
 * work on where there is one; otherwise, and for visitors always, the published body.
 */
export function articleBodyJson(row: BodyColumns, locale: Locale, { draft }: { draft: boolean }): string {
  return (draft ? row[`draft_modules_${locale}`] : null) ?? row[`modules_${locale}`];
}
