import type { Generated, Insertable, Selectable } from 'kysely';

export interface SearchDocumentTable {
  id: Generated<number>;
  kind: string;
  object_id: number;
  locale: string;
  title: string;
  body: string;
  url: string;
  image: string | null;
  date_start: string | null;
  title_folded: string;
  body_folded: string;
}
export type SearchDocumentRow = Selectable<SearchDocumentTable>;
export type NewSearchDocument = Insertable<SearchDocumentTable>;
