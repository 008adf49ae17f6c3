import type { Insertable, Selectable } from 'kysely';

export interface ArticleTagTable {
  id: number;
  name_de: string;
  name_en: string;
  slug_de: string;
  slug_en: string;
}
export type ArticleTagRow = Selectable<ArticleTagTable>;
export type NewArticleTag = Insertable<ArticleTagTable>;
