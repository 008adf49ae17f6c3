import { useEffect } from 'react';
import type { UserDetails } from '@festival/shared/api-schemas/content';
import { useSessionStore } from '@festival/shared/stores/session-store';
import type { ParcelProps } from '@festival/shared/types/parcel-props';

/** The signed-in visitor's details; anonymous visitors are sent on to the login URL (spec §2). */
export function useSignedIn(parcelProps: ParcelProps): UserDetails | null {
  const status = useSessionStore((state) => state.status);
  const details = useSessionStore((state) => state.details);
  const load = useSessionStore((state) => state.load);
  const { locale, navigate } = parcelProps;
  useEffect(() => {
    void load(locale);
  }, [load, locale]);
  const anonymousTo = status === 'ready' && details && !details.is_logged_in ? details.login_url : null;
  useEffect(() => {
    if (anonymousTo) navigate(anonymousTo, { replace: true });
  }, [anonymousTo, navigate]);
  return status === 'ready' && details?.is_logged_in ? details : null;
}
