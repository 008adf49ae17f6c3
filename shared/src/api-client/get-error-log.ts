import type { ErrorLogPage } from '@festival/shared/api-schemas/dashboard';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';

/** One page of the stored 404 log (dashboard and CMS hub start page); editors only. */
export function getErrorLog(page: number, locale: Locale | null, signal?: AbortSignal): Promise<ErrorLogPage> {
  return apiGet<ErrorLogPage>('/api/dashboard-error-log/', { locale, query: { page }, signal });
}
