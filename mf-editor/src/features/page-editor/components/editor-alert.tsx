import { useEffect } from 'react';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { ALERT_MS } from '../stores/page-editor-store';
import { usePageEditor } from '../stores/page-editor-context';

/** Spec §4 / §8: "saved" or the error, announced, and gone after 4000 ms. */
export function EditorAlert() {
  const { t } = useLocaleT('page-editor');
  const alert = usePageEditor((state) => state.alert);
  const dismiss = usePageEditor((state) => state.dismissAlert);
  useEffect(() => {
    if (!alert) return undefined;
    const timer = window.setTimeout(dismiss, ALERT_MS);
    return () => window.clearTimeout(timer);
  }, [alert, dismiss]);
  // "Saved" is said politely in a region that stays in the page; an error interrupts: an element
  // of role alert is announced as it appears.
  return (
    <div className="ed-alert-region">
      <div role="status" aria-live="polite">
        {alert?.kind === 'save' && <p className="ed-alert ed-alert--save">{t('alert.save')}</p>}
      </div>
      {alert?.kind === 'error' && (
        <p role="alert" className="ed-alert ed-alert--error">
          {t('alert.error')}
          {alert.detail ? ` ${alert.detail}` : ''}
        </p>
      )}
    </div>
  );
}
