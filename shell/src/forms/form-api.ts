import type { Form } from '@festival/shared/api-schemas/content';
import type { FormEntryCreated, TempFile } from '@festival/shared/api-schemas/forms';
import { apiGet, apiPost } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import { formApiPath } from '@festival/shared/ssr/shell-page-requests';

export function getForm(id: number, locale: Locale, signal?: AbortSignal): Promise<Form> {
  return apiGet<Form>(formApiPath(id), { locale, signal });
}

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
