import { isApiError } from '@festival/shared/api-client/api-client';

/** An id the api does not know (404) or cannot read (400) is a missing page, not a failed load. */
export function isMissing(error: unknown): boolean {
  return isApiError(error, 404) || isApiError(error, 400);
}
