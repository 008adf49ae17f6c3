import type { Insertable, Selectable } from 'kysely';

export interface SearchTermTable {
  locale: string;
  term: string;
  folded: string;
  folded_alt: string;
  frequency: number;
}
export type SearchTermRow = Selectable<SearchTermTable>;
export type NewSearchTerm = Insertable<SearchTermTable>;
