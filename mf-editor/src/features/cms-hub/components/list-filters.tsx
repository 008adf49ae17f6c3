import { useState, type FormEvent } from 'react';
import { ADMIN_LIST_FILTERS, rangeParams } from '@festival/shared/api-schemas/admin-list-filters';
import { useApiData } from '@festival/shared/api-client/use-api-data';
import { useLocaleT } from '@festival/shared/ui/app-context';
import type { CollectionName, CollectionSpec, FieldSpec } from '../collections/field-spec';
import { getAdminList } from '../api/get-admin-list';
import { fieldLabel } from './fields/field-label';

const CHOICES = 200;

/** The query parameters a collection's filters read (`room_id`, `date_start__gte` …). */
export function filterParams(spec: CollectionSpec): string[] {
  return filterFields(spec).flatMap((field) => (field.kind === 'datetime' ? Object.values(rangeParams(field.name)) : [field.name]));
}

function filterFields(spec: CollectionSpec): FieldSpec[] {
  return (ADMIN_LIST_FILTERS[spec.name] ?? []).flatMap((name) => spec.fields.filter((field) => field.name === name));
}

function RelationChoice({ id, collection, value, onChange }: { id: string; collection: CollectionName; value: string; onChange: (value: string) => void }) {
  const { t } = useLocaleT('hub');
  const options = useApiData((signal) => getAdminList(collection, { page_size: CHOICES }, signal), [collection]);
  return (
    <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{t('filter.any')}</option>
      {options.status === 'ready' && options.data.results.map((option) => <option key={option.id} value={option.id}>{option.label}</option>)}
    </select>
  );
}

/** The list's filters as a form; applied, they go into the address like the search and the page. */
export function ListFilters({ spec, values, onApply }: { spec: CollectionSpec; values: Record<string, string>; onApply: (values: Record<string, string>) => void }) {
  const { t } = useLocaleT('hub');
  const [draft, setDraft] = useState(values);
  const fields = filterFields(spec);
  if (fields.length === 0) return null;
  const set = (name: string) => (value: string) => setDraft((current) => ({ ...current, [name]: value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const active = Object.keys(values).length;
  return (
    <details className="ed-filters__disclosure" open={active > 0}>
      <summary>{active > 0 ? t('filter.titleActive', { count: active }) : t('filter.title')}</summary>
      <form className="ed-filters" aria-label={t('filter.title')} onSubmit={onSubmit}>
        {fields.map((field) => {
          const label = fieldLabel(field, t);
          const id = `ed-filter-${field.name}`;
          if (field.kind === 'datetime') {
            const params = rangeParams(field.name);
            return (
              <span key={field.name} className="ed-filters__range">
                <label htmlFor={`${id}-from`}>{t('filter.from', { label })}</label>
                <input id={`${id}-from`} type="date" value={draft[params.from] ?? ''} onChange={(event) => set(params.from)(event.target.value)} />
                <label htmlFor={`${id}-to`}>{t('filter.to', { label })}</label>
                <input id={`${id}-to`} type="date" value={draft[params.to] ?? ''} onChange={(event) => set(params.to)(event.target.value)} />
              </span>
            );
          }
          return (
            <span key={field.name} className="ed-filters__field">
              <label htmlFor={id}>{label}</label>
              {field.kind === 'relation' ? (
                <RelationChoice id={id} collection={field.collection} value={draft[field.name] ?? ''} onChange={set(field.name)} />
              ) : (
                <select id={id} value={draft[field.name] ?? ''} onChange={(event) => set(field.name)(event.target.value)}>
                  <option value="">{t('filter.any')}</option>
                  <option value="true">{t('filter.yes')}</option>
                  <option value="false">{t('filter.no')}</option>
                </select>
              )}
            </span>
          );
        })}
        <button type="submit" className="fs-button">{t('filter.apply')}</button>
        <button type="button" className="fs-button fs-button--secondary" onClick={() => { setDraft({}); onApply({}); }}>
          {t('filter.reset')}
        </button>
      </form>
    </details>
  );
}
