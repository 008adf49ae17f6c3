import type { Form } from '@festival/shared/api-schemas/content';
import type { FormEntryCreated, TempFile } from '@festival/shared/api-schemas/forms';
import { apiGet, apiPost } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import type { ApiFetch, RouteLoadInput } from '@festival/shared/ssr/route-data';
import { formApiPath } from '@festival/shared/api-client/page-api-paths';

export function getForm(id: number, locale: Locale, signal?: AbortSignal, fetch?: ApiFetch): Promise<Form> {
  return apiGet<Form>(formApiPath(id), { locale, signal, fetch });
}

/** The form a form route names, by the id in its path; null for an id that names none. */
export function formKey({ params }: Pick<RouteLoadInput, 'params'>): string | null {
  const id = Number(params.id);
  return Number.isSafeInteger(id) && id > 0 ? String(id) : null;
}

/** The form route's data (the server renders with it, the browser hydrates from it and navigates with it). */
export const loadForm = ({ params, locale, fetch }: RouteLoadInput, signal: AbortSignal): Promise<Form> => getForm(Number(params.id), locale, signal, fetch);

/** Spec §7: POST /{lang}/api/forms-entries/ with form and field_values, CSRF from the cookie. */
export function postFormEntry(form: number, fieldValues: Record<string, unknown>, locale: Locale): Promise<FormEntryCreated> {
  return apiPost<FormEntryCreated>('/api/forms-entries/', { form, field_values: fieldValues }, { locale });
}

/** Spec §7: POST /{lang}/api/temp-files/, multipart with the field "file"; the answer's id goes into the entry. */
export function uploadTempFile(file: File, locale: Locale): Promise<TempFile> {
  const body = new FormData();
  body.append('file', file);
  return apiPost<TempFile>('/api/temp-files/', body, { locale });
}
