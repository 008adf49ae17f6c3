import type { TFunction } from 'i18next';
import type { FieldSpec } from '../../collections/field-spec';

const LANGUAGE = /_(de|en)$/;

/** `title_de` → "Titel (Deutsch)": the field's label, with its language for translated fields. */
export function fieldLabel(field: FieldSpec, t: TFunction): string {
  const language = LANGUAGE.exec(field.name)?.[1];
  const base = field.label;
  const label = t(`fields.${base}`, { defaultValue: base.replace(/_/g, ' ') });
  return language ? t('form.inLanguage', { label, language: t(`form.language.${language}`) }) : label;
}

/** An input's id from its form path; unique on the page. */
export const inputId = (path: string): string => `ed-field-${path.replace(/\./g, '-')}`;
