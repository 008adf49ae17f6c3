import type { EditedBody } from './edited-body';
import type { PageModule } from '@festival/shared/api-schemas/content-modules';
import { LANGUAGE_NEUTRAL_FIELDS } from '@festival/shared/api-schemas/module-inputs';
import { moduleValues } from './module-values';

type Fields = Record<string, unknown>;

/** The fields each language keeps for itself (texts, alt texts, link labels); lists of items field by field. */
function ownLanguageFields(values: Fields): Fields {
  return Object.fromEntries(Object.entries(values)
    .filter(([name]) => !LANGUAGE_NEUTRAL_FIELDS.has(name))
    .map(([name, value]) => [name, Array.isArray(value) ? (value as unknown[]).map((item) => (item && typeof item === 'object' ? ownLanguageFields(item as Fields) : item)) : value]));
}

function texts(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

/** Every module of the page, section children after their section. */
export function allModules(modules: PageModule[]): PageModule[] {
  return modules.flatMap((module) => (module.model === 'Section' ? [module, ...module.columns.flatMap((column) => column.children)] : [module]));
}

/** The module of the same id in the other language's page. */
export function counterpart(otherPage: EditedBody | null, id: number | undefined): PageModule | undefined {
  if (!otherPage || id === undefined) return undefined;
  return allModules(otherPage.modules).find((module) => module.id === id);
}

/**
 * A module lacks its translation when the other language has text for it and this language has
 * none, or still the very same texts (a new module starts with the same texts in both languages).
 */
export function lacksTranslation(module: PageModule, other: PageModule | undefined): boolean {
  if (!other || other.model !== module.model) return false;
  const theirs = ownLanguageFields(moduleValues(other));
  if (texts(theirs).length === 0) return false;
  const mine = ownLanguageFields(moduleValues(module));
  return texts(mine).length === 0 || JSON.stringify(mine) === JSON.stringify(theirs);
}

/** The modules of the page still to translate, in page order. */
export function untranslatedModules(page: EditedBody, otherPage: EditedBody | null): PageModule[] {
  return allModules(page.modules).filter((module) => lacksTranslation(module, counterpart(otherPage, module.id)));
}

/** The form's values with the other language's own fields taken over; language-neutral fields stay. */
export function valuesFromOtherLanguage(current: Fields, other: PageModule): Fields {
  return { ...current, ...ownLanguageFields(moduleValues(other)) };
}
