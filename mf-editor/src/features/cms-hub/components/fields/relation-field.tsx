import { useCombobox } from 'downshift';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useLocaleT } from '@festival/shared/ui/app-context';
import type { FieldSpec } from '../../collections/field-spec';
import { errorId, FieldErrorText, useFieldInvalid } from './field-error';
import { fieldLabel, inputId } from './field-label';
import { useRelationLabels, useRelationOptions, type RelationOption } from './use-relation-options';

type RelationSpec = Extract<FieldSpec, { kind: 'relation' }>;

/**
 * A relation picker (ARIA combobox with autocomplete over the related collection's admin list):
 * one id, or with `multiple` an ordered list of ids shown as removable chips.
 */
export function RelationField({ field, path }: { field: RelationSpec; path: string }) {
  const { t } = useLocaleT('hub');
  const { field: control } = useController({ name: path, rules: { validate: (value) => !field.required || (Array.isArray(value) ? value.length > 0 : value != null) || 'required' } });
  const invalid = useFieldInvalid(path);
  const [query, setQuery] = useState('');
  const chosen: number[] = field.multiple ? ((control.value as number[] | null) ?? []) : control.value == null ? [] : [control.value as number];
  const [open, setOpen] = useState(false);
  const { options, loading } = useRelationOptions(field.collection, query, open);
  const labels = useRelationLabels(field.collection, chosen, options);
  const items = options.filter((option) => !field.multiple || !chosen.includes(option.id));
  const id = inputId(path);
  const label = fieldLabel(field, t);

  const choose = (option: RelationOption | null) => {
    if (!option) return;
    control.onChange(field.multiple ? [...chosen, option.id] : option.id);
    setQuery(field.multiple ? '' : option.label);
  };
  const combobox = useCombobox<RelationOption>({
    items,
    inputId: id,
    itemToString: (item) => item?.label ?? '',
    inputValue: query,
    selectedItem: null,
    onInputValueChange: ({ inputValue, type }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) setQuery(inputValue);
    },
    onIsOpenChange: ({ isOpen }) => setOpen(Boolean(isOpen)),
    onSelectedItemChange: ({ selectedItem }) => choose(selectedItem ?? null),
  });
  const single = !field.multiple && chosen[0] !== undefined ? labels.get(chosen[0]) : undefined;

  return (
    <div className="ed-form__field ed-relation">
      <label {...combobox.getLabelProps()}>
        {label}
        {field.required && <span aria-hidden="true"> *</span>}
      </label>
      {chosen.length > 0 && (
        <ul className="ed-relation__chosen" aria-label={t('form.chosen', { label })}>
          {chosen.map((value) => (
            <li key={value}>
              <span>{labels.get(value) ?? `#${value}`}</span>
              <button
                type="button"
                className="ed-relation__remove"
                aria-label={t('form.remove', { name: labels.get(value) ?? `#${value}` })}
                onClick={() => control.onChange(field.multiple ? chosen.filter((other) => other !== value) : null)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        {...combobox.getInputProps({
          onBlur: control.onBlur,
          placeholder: single ?? t('form.search'),
          'aria-required': field.required || undefined,
          'aria-invalid': invalid || undefined,
          'aria-describedby': invalid ? errorId(path) : undefined,
        })}
      />
      <p className="ed-relation__status" role="status">
        {combobox.isOpen && items.length === 0 ? t(loading ? 'form.loading' : 'form.noMatch') : ''}
      </p>
      <ul {...combobox.getMenuProps()} className="ed-relation__menu" hidden={!combobox.isOpen || items.length === 0}>
        {combobox.isOpen &&
          items.map((item, index) => (
            <li key={item.id} {...combobox.getItemProps({ item, index })} className={combobox.highlightedIndex === index ? 'ed-relation__option ed-relation__option--active' : 'ed-relation__option'}>
              {item.label}
            </li>
          ))}
      </ul>
      <FieldErrorText path={path} />
    </div>
  );
}
