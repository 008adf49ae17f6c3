import { isApiError } from '@festival/shared/api-client/api-client';

/**
 * The one "not found" rule of the routed pages: the api's 404 shows the
 * not-found page; any other failure is a failed load with a retry.
 */
export function isNotFound(error: unknown): boolean {
  return isApiError(error, 404);
}
