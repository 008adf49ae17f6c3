import type { Generated, Selectable } from 'kysely';
import type { PageVersionTable } from './page-versions.table';

/** A magazine article body's version: a page version's columns without the page's texts. */
export interface ArticleVersionTable extends Omit<PageVersionTable, 'page_id' | 'title_de' | 'title_en' | 'headline_de' | 'headline_en' | 'id'> {
  id: Generated<number>;
  article_id: number;
}
export type ArticleVersionRow = Selectable<ArticleVersionTable>;
