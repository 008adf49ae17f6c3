import type { ReactNode } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useLocaleT } from '@festival/shared/ui/app-context';
import type { FieldSpec } from '../../collections/field-spec';
import { emptyValues } from '../../form/form-values';
import { FieldErrorText } from './field-error';
import { fieldLabel } from './field-label';

type GroupSpec = Extract<FieldSpec, { kind: 'group' }>;

interface GroupFieldProps {
  field: GroupSpec;
  path: string;
  /** Draws an item's fields (generated-fields.tsx, which draws groups with this component: passed in, not imported). */
  renderFields: (fields: FieldSpec[], prefix: string) => ReactNode;
}

/** A repeatable group (seat groups, their prices, time slots …): add, remove and reorder items. */
export function GroupField({ field, path, renderFields }: GroupFieldProps) {
  const { t } = useLocaleT('hub');
  // keyName keeps react-hook-form's row keys apart from the items' own database ids.
  const { fields: items, append, remove, move } = useFieldArray({ name: path, keyName: 'rowKey' });
  const label = fieldLabel(field, t);
  return (
    <fieldset className="ed-form__group">
      <legend>{label}</legend>
      {items.map((item, index) => {
        const itemLabel = t('form.item', { label, number: index + 1 });
        return (
          <fieldset key={item.rowKey} className="ed-form__item">
            <legend>{itemLabel}</legend>
            {renderFields(field.fields, `${path}.${index}.`)}
            <div className="ed-form__item-actions">
              <button type="button" className="fs-button" disabled={index === 0} onClick={() => move(index, index - 1)}>
                {t('form.moveUp')}
                <span className="fs-visually-hidden">: {itemLabel}</span>
              </button>
              <button type="button" className="fs-button" onClick={() => remove(index)}>
                {t('form.removeItem')}
                <span className="fs-visually-hidden">: {itemLabel}</span>
              </button>
            </div>
          </fieldset>
        );
      })}
      <button type="button" className="fs-button" onClick={() => append(emptyValues(field.fields))}>
        {t('form.addItem', { label })}
      </button>
      <FieldErrorText path={path} />
    </fieldset>
  );
}
