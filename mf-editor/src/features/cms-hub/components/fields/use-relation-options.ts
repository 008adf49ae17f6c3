import { useEffect, useState } from 'react';
import type { AdminListItem } from '@festival/shared/api-schemas/admin';
import type { CollectionName } from '../../collections/field-spec';
import { getAdminList } from '../../api/get-admin-list';

export interface RelationOption {
  id: number;
  label: string;
}

const PICKER_PAGE_SIZE = 10;

/** The objects of a collection matching what the editor typed, for a relation picker's list. */
export function useRelationOptions(collection: CollectionName, query: string, open: boolean): { options: RelationOption[]; loading: boolean } {
  const [options, setOptions] = useState<RelationOption[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!open) return undefined;
    const controller = new AbortController();
    setLoading(true);
    getAdminList(collection, { q: query.trim() || undefined, page_size: PICKER_PAGE_SIZE }, controller.signal).then(
      (page) => {
        setOptions(page.results.map((item: AdminListItem) => ({ id: item.id, label: item.label })));
        setLoading(false);
      },
      () => {
        if (!controller.signal.aborted) setLoading(false);
      },
    );
    return () => controller.abort();
  }, [collection, query, open]);
  return { options, loading };
}

/** Names of the chosen ids as the picker shows them: known ones from its answers, the others read once in one list. */
export function useRelationLabels(collection: CollectionName, ids: number[], known: RelationOption[]): Map<number, string> {
  const [labels, setLabels] = useState<Map<number, string>>(new Map());
  const key = ids.join(',');
  useEffect(() => {
    setLabels((current) => {
      const next = new Map(current);
      known.forEach((option) => next.set(option.id, option.label));
      return next.size === current.size ? current : next;
    });
  }, [known]);
  useEffect(() => {
    const missing = ids.filter((id) => !labels.has(id));
    if (missing.length === 0) return undefined;
    const controller = new AbortController();
    getAdminList(collection, { ids: missing.join(','), page_size: missing.length }, controller.signal).then(
      (page) => setLabels((current) => new Map([...current, ...page.results.map((item) => [item.id, item.label] as const)])),
      () => undefined,
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the chosen ids asks again
  }, [collection, key]);
  return labels;
}
