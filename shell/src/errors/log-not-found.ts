import { apiPost } from '@festival/shared/api-client/api-client';

const logged = new Set<string>();

/**
 * Spec §7/§8: a 404 the visitor sees is reported to the editors' error log, once per URL and
 * page load. A failure (rate limit, network) only warns: the visitor's page is unaffected.
 */
export function logNotFound(url: string): void {
  if (logged.has(url)) return;
  logged.add(url);
  apiPost<null>('/api/dashboard-error-log/', { url }, { locale: null }).catch((error: unknown) => {
    console.warn('error log', error);
  });
}
