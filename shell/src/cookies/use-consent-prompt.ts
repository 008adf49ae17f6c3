import { useEffect, useRef } from 'react';
import { useConsentStore } from '@festival/shared/stores/consent-store';
import { isConsentFreePath } from './legal-pages';

/**
 * Whether the cookie dialog shows: on request, or while undecided outside the legal pages.
 * Spec §4: with tracking declined, leaving a legal page for another page asks again.
 */
export function useConsentPrompt(pathname: string): boolean {
  const choice = useConsentStore((state) => state.choice);
  const dialogOpen = useConsentStore((state) => state.dialogOpen);
  const previous = useRef(pathname);

  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    if (from === pathname || !isConsentFreePath(from) || isConsentFreePath(pathname)) return;
    if (useConsentStore.getState().choice?.tracking !== true) useConsentStore.getState().openDialog();
  }, [pathname]);

  return dialogOpen || (choice === null && !isConsentFreePath(pathname));
}
