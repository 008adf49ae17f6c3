import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { onAppEvent, PROGRAMME_OVERLAY_OPEN } from '@festival/shared/events/app-events';
import { useLocale } from '@festival/shared/ui/app-context';
import { RemoteParcel } from '@festival/shared/ui/remote-parcel';
import { useParcelProps, useShellNavigate } from '../app/use-parcel-props';
import { useScrollLock } from '../chrome/scroll-lock';

export const OVERLAY_PARAM = 'overlay';

/**
 * Spec §2 event overlay: ?overlay=true opens the programme overlay over any page and the
 * parameter leaves the URL (history replace); the sticky nav's button opens it the same way.
 * Whether it is open is component state, so the URL stays clean while it is. It closes on its
 * icon or Escape (in the parcel) and when the path changes; closing clears the query string.
 */
export function ProgrammeOverlay() {
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const navigate = useShellNavigate();
  const [open, setOpen] = useState(false);
  const openedOn = useRef(pathname);
  const baseProps = useParcelProps('events', locale);

  const show = useCallback(() => {
    openedOn.current = pathname;
    setOpen(true);
  }, [pathname]);

  useEffect(() => {
    const query = new URLSearchParams(search);
    if (query.get(OVERLAY_PARAM) !== 'true') return;
    query.delete(OVERLAY_PARAM);
    const rest = query.toString();
    navigate(`${pathname}${rest ? `?${rest}` : ''}${hash}`, { replace: true });
    show();
  }, [search, pathname, hash, navigate, show]);

  useEffect(() => onAppEvent(PROGRAMME_OVERLAY_OPEN, show), [show]);

  // Spec §2: a change of the route path closes the overlay.
  useEffect(() => {
    if (pathname !== openedOn.current) setOpen(false);
  }, [pathname]);

  // Spec §4 scroll lock, counted together with the menu's.
  useScrollLock(open);

  const close = useCallback(() => {
    setOpen(false);
    // Spec §2: closing clears the query string.
    if (search) navigate(pathname, { replace: true });
  }, [navigate, pathname, search]);
  const props = useMemo(() => ({ ...baseProps, data: { close } }), [baseProps, close]);

  if (!open) return null;
  return <RemoteParcel module="mf_programme/event-overlay" props={props} className="sh-overlay" />;
}
