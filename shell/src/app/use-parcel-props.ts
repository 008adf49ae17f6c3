import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import type { Locale } from '@festival/shared/i18n/locales';
import type { RouteName } from '@festival/shared/routes/route-table';
import { toParcelUser, useSessionStore } from '@festival/shared/stores/session-store';
import type { NavigateOptions, ParcelProps } from '@festival/shared/types/parcel-props';

/** In-app navigation for parcels and shared links: a path, optionally replacing the entry. */
export function useShellNavigate(): (to: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  return useCallback((to: string, options?: NavigateOptions) => void navigate(to, { replace: options?.replace }), [navigate]);
}

/**
 * The visitor as parcels see it, selected whole: the session's answer for an anonymous visitor
 * (null before it and after it) renders no route again, nor the page below it.
 */
export function useParcelUser() {
  return useSessionStore(useShallow(toParcelUser));
}

/** The typed parcel props of the current route; a new object only when one of them changes. */
export function useParcelProps(routeName: RouteName | null, locale: Locale): ParcelProps {
  const params = useParams();
  const { search } = useLocation();
  const navigate = useShellNavigate();
  const user = useParcelUser();
  const paramsKey = JSON.stringify(params);
  return useMemo(
    () => ({
      locale,
      routeName,
      params: JSON.parse(paramsKey) as Record<string, string>,
      query: Object.fromEntries(new URLSearchParams(search)),
      navigate,
      user,
    }),
    [locale, routeName, paramsKey, search, navigate, user],
  );
}
