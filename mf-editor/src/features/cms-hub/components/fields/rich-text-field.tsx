import { lazy, Suspense } from 'react';
import { useController } from 'react-hook-form';
import { useLocaleT } from '@festival/shared/ui/app-context';
import type { FieldSpec } from '../../collections/field-spec';
import { errorId, FieldErrorText, useFieldInvalid } from './field-error';
import { fieldLabel, inputId } from './field-label';

const RichTextEditor = lazy(() => import('../../../../rich-text/rich-text-editor'));

type RichTextSpec = Extract<FieldSpec, { kind: 'richtext' }>;

/** A rich-text field (biographies, descriptions): the page editor's lexical editor, paragraphs kept as markup. */
export function RichTextField({ field, path }: { field: RichTextSpec; path: string }) {
  const { t } = useLocaleT('hub');
  const { field: control } = useController({ name: path, rules: { required: field.required ? 'required' : false } });
  const invalid = useFieldInvalid(path);
  const id = inputId(path);
  const labelId = `${id}-label`;
  return (
    <div className="ed-form__field">
      <span id={labelId} className="ed-form__label">
        {fieldLabel(field, t)}
        {field.required && <span aria-hidden="true"> *</span>}
      </span>
      <Suspense fallback={<textarea id={id} aria-labelledby={labelId} rows={4} readOnly value={String(control.value ?? '')} />}>
        <RichTextEditor
          id={id}
          value={String(control.value ?? '')}
          onChange={control.onChange}
          onBlur={control.onBlur}
          headings={false}
          labelledBy={labelId}
          describedBy={invalid ? errorId(path) : undefined}
          invalid={invalid}
        />
      </Suspense>
      <FieldErrorText path={path} />
    </div>
  );
}
