import type { Generated, Insertable, Selectable } from 'kysely';

export interface FormTable {
  id: number;
  slug: string;
  title_de: string;
  title_en: string;
  intro_de: string;
  intro_en: string;
  button_text_de: string;
  button_text_en: string;
  success_text_de: string;
  success_text_en: string;
  is_online: Generated<number>;
  /** Days an entry is kept before the api deletes it with its uploads; null keeps entries. */
  retention_days: number | null;
  /** Counts the object's saves in the admin; a write based on an older revision is stale (409). */
  revision: Generated<number>;
}
export type FormRow = Selectable<FormTable>;
export type NewForm = Insertable<FormTable>;
