import type { ErrorLogPage } from '@festival/shared/api-schemas/dashboard';
import { apiGet } from '@festival/shared/api-client/api-client';

export function getErrorLog(signal?: AbortSignal): Promise<ErrorLogPage> {
  return apiGet<ErrorLogPage>('/api/dashboard-error-log/', { locale: null, query: { page: 1 }, signal });
}
