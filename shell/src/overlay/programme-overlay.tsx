import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { onAppEvent, PROGRAMME_OVERLAY_OPEN } from '@festival/shared/events/app-events';
import { useLocale } from '@festival/shared/ui/app-context';
import { RemoteParcel } from '@festival/shared/ui/remote-parcel';
import { useParcelProps, useShellNavigate } from '../app/use-parcel-props';

export const OVERLAY_PARAM = 'overlay';

/**
 * Spec §2 event overlay: ?overlay=true opens the programme overlay over any page. Closing it
 * clears the query string; a change of path closes it because the query goes with it.
 */
export function ProgrammeOverlay() {
  const locale = useLocale();
  const [query] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useShellNavigate();
  const open = query.get(OVERLAY_PARAM) === 'true';
  const baseProps = useParcelProps('events', locale);

  useEffect(() => onAppEvent(PROGRAMME_OVERLAY_OPEN, () => navigate(`${pathname}?${OVERLAY_PARAM}=true`)), [navigate, pathname]);

  useEffect(() => {
    if (!open) return undefined;
    // Spec §4 scroll lock: an open overlay stops the page behind it from scrolling.
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  const close = useCallback(() => navigate(pathname, { replace: true }), [navigate, pathname]);
  const props = useMemo(() => ({ ...baseProps, data: { close } }), [baseProps, close]);

  if (!open) return null;
  return <RemoteParcel module="mf_programme/event-overlay" props={props} className="sh-overlay" />;
}
