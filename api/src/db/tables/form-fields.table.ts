import type { Generated, Insertable, Selectable } from 'kysely';

export interface FormFieldTable {
  id: number;
  form_id: number;
  slug: string;
  label_de: string;
  label_en: string;
  placeholder_text_de: string;
  placeholder_text_en: string;
  help_text_de: string;
  help_text_en: string;
  field_type: number;
  required: Generated<number>;
  visible: Generated<number>;
  choices: Generated<string>;
  default_value: Generated<string>;
  sort: Generated<number>;
}
export type FormFieldRow = Selectable<FormFieldTable>;
export type NewFormField = Insertable<FormFieldTable>;
