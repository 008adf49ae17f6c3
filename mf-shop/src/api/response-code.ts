import { isApiError } from '@festival/shared/api-client/api-client';

/** Spec §7: a refused shop call carries response.data.response_code; null when there is none. */
export function responseCodeOf(error: unknown): number | null {
  if (!isApiError(error) || !error.data || typeof error.data !== 'object') return null;
  const code = (error.data as { response_code?: unknown }).response_code;
  return typeof code === 'number' ? code : null;
}
