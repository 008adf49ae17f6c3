import { useSyncExternalStore } from 'react';
import { useLocaleT } from '@festival/shared/ui/app-context';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Spec §4: the online status follows the browser. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}

export function OnlineStatus() {
  const { t } = useLocaleT('shell');
  const online = useOnline();
  return (
    <div role="status" className="sh-online-status">
      {!online && <p className="sh-online-status__offline">{t('status.offline')}</p>}
    </div>
  );
}
