import type { FieldSpec } from '../../collections/field-spec';
import { GroupField } from './group-field';
import { ImageField } from './image-field';
import { RelationField } from './relation-field';
import { RichTextField } from './rich-text-field';
import { ScalarField } from './scalar-field';

const renderItemFields = (fields: FieldSpec[], prefix: string) => <GeneratedFields fields={fields} prefix={prefix} />;

/** The inputs of a field description, named `${prefix}${field.name}` in the surrounding form. */
export function GeneratedFields({ fields, prefix = '' }: { fields: FieldSpec[]; prefix?: string }) {
  return (
    <>
      {fields.map((field) => {
        const path = `${prefix}${field.name}`;
        if (field.kind === 'group') return <GroupField key={path} field={field} path={path} renderFields={renderItemFields} />;
        if (field.kind === 'relation') return <RelationField key={path} field={field} path={path} />;
        if (field.kind === 'image') return <ImageField key={path} field={field} path={path} />;
        if (field.kind === 'richtext') return <RichTextField key={path} field={field} path={path} />;
        return <ScalarField key={path} field={field} path={path} />;
      })}
    </>
  );
}
