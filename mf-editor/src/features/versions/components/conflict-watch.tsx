import { lazy, Suspense, useEffect, useState } from 'react';
import { onAppEvent, STALE_WRITE } from '@festival/shared/events/app-events';
import type { Locale } from '@festival/shared/i18n/locales';
import { useConflictOffer } from '../../../conflicts/conflict-offer-store';
import type { Conflict } from './conflict-dialog';

const ConflictDialog = lazy(() => import('./conflict-dialog'));

/** Opens the conflict dialog on a stale write; its code loads then, not with the toolbar. */
export function ConflictWatch({ locale, reload }: { locale: Locale; reload?: () => void }) {
  const [conflict, setConflict] = useState<Conflict | null>(null);
  useEffect(() => onAppEvent(STALE_WRITE, ({ answer }) => {
    // the refused form offers its own "keep mine" right after this event, if it can
    useConflictOffer.getState().clear();
    setConflict(answer);
  }), []);
  if (!conflict) return null;
  const close = () => {
    setConflict(null);
    useConflictOffer.getState().clear();
  };
  return (
    <Suspense fallback={null}>
      <ConflictDialog locale={locale} conflict={conflict} onClose={close} reload={reload} />
    </Suspense>
  );
}
