import { MODULE_MODELS } from '@festival/shared/api-schemas/module-inputs';
import { pageEditorResources } from '../../../i18n/page-editor-resources';
import { moduleFields, type FieldSpec } from '../model/module-fields';

const flatten = (specs: FieldSpec[]): FieldSpec[] => specs.flatMap((spec) => [spec, ...flatten(spec.item ?? [])]);
const allFields = MODULE_MODELS.flatMap((model) => flatten(moduleFields(model)));

test.each(['de', 'en'] as const)('every field and every choice of every module form has a %s label', (locale) => {
  const strings = pageEditorResources[locale];
  const fieldLabels: Record<string, string> = strings.field;
  const optionLabels: Record<string, string> = strings.option;
  expect(allFields.map((spec) => spec.name).filter((name) => !fieldLabels[name])).toEqual([]);
  const options = allFields.flatMap((spec) => spec.options ?? []).map((option) => option || 'all');
  expect(options.filter((option) => !optionLabels[option])).toEqual([]);
});

test('German and English name the same strings', () => {
  const keys = (value: unknown, prefix = ''): string[] =>
    value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, child]) => keys(child, `${prefix}${key}.`))
      : [prefix];
  expect(keys(pageEditorResources.en).sort()).toEqual(keys(pageEditorResources.de).sort());
});
