import type { Insertable, Selectable } from 'kysely';

export interface ArticleTagLinkTable {
  article_id: number;
  tag_id: number;
}
export type ArticleTagLinkRow = Selectable<ArticleTagLinkTable>;
export type NewArticleTagLink = Insertable<ArticleTagLinkTable>;
