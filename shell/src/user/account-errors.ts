import { isApiError } from '@festival/shared/api-client/api-client';

/** The translation key for a failed account call, by the api's status. */
export function accountErrorKey(error: unknown, unauthorized: string): string {
  if (isApiError(error, 401)) return unauthorized;
  if (isApiError(error, 409)) return 'visitor.emailTaken';
  if (isApiError(error, 429)) return 'visitor.tooMany';
  console.error('account', error);
  return 'visitor.failure';
}
