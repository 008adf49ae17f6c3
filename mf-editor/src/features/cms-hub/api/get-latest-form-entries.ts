import { getAdminList } from './get-admin-list';
import type { AdminFormEntry } from '@festival/shared/api-schemas/admin-content';
import { getFormEntries } from './get-form-entries';

export interface LatestEntry extends AdminFormEntry {
  form: { id: number; label: string };
}

/** The newest entries over all forms: each form's first page of entries, merged by time. */
export async function getLatestFormEntries(limit: number, signal?: AbortSignal): Promise<LatestEntry[]> {
  const forms = await getAdminList('forms', { page_size: 50 }, signal);
  const pages = await Promise.all(
    forms.results.map(async (form) => (await getFormEntries(form.id, 1, signal)).results.map((entry) => ({ ...entry, form: { id: form.id, label: form.label } }))),
  );
  return pages
    .flat()
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .slice(0, limit);
}
