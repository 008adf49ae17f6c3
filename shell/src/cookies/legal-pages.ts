import { matchRoute, type RouteName } from '@festival/shared/routes/route-table';

/** Spec §9: consent is not required on the imprint, privacy and terms pages. */
const CONSENT_FREE_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>(['legals-agb', 'legals-imprint', 'legals-privacy']);

export function isConsentFreePath(pathname: string): boolean {
  const name = matchRoute(pathname)?.name;
  return name !== undefined && CONSENT_FREE_ROUTES.has(name);
}
