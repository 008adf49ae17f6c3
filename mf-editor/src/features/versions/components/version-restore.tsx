import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import { versionAddress } from '@festival/shared/routes/editor-query';
import { useCmsPageStore } from '@festival/shared/stores/cms-page-store';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { restoreVersion } from '../../../page-versions/restore-version';
import '../versions-resources';

type Step = 'idle' | 'asking' | 'restoring' | 'failed';

interface VersionRestoreProps {
  locale: Locale;
  /** Whether the page is in edit mode: the restored page opens the same way. */
  editing: boolean;
  navigate: (to: string) => void;
}

/**
 * Beside the notice of a stored version on screen (?v=), as Wagtail's "Replace current draft":
 * restore this version, after a question, and go on with the restored page. A stale page (409)
 * opens the conflict dialog through the write's own event.
 */
export function VersionRestore({ locale, editing, navigate }: VersionRestoreProps) {
  const { t } = useLocaleT('editorVersions');
  const page = useCmsPageStore((state) => state.page);
  const [step, setStep] = useState<Step>('idle');
  const [restored, setRestored] = useState<{ number: number; pathname: string } | null>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const restoreButton = useRef<HTMLButtonElement>(null);
  const [focusRestore, setFocusRestore] = useState(false);
  useEffect(() => {
    if (step === 'asking') confirmButton.current?.focus();
  }, [step]);
  useEffect(() => {
    if (!focusRestore) return;
    restoreButton.current?.focus();
    setFocusRestore(false);
  }, [focusRestore]);

  if (!page) return null;
  const number = page.version_id;
  if (number === null) {
    // the confirmation stays in view on the restored page, not on another one
    if (!restored || restored.pathname !== page.pathname) return null;
    return <span className="ed-toolbar__state" role="status">{t('restoredNumber', { number: restored.number })}</span>;
  }
  const cancel = () => {
    setStep('idle');
    setFocusRestore(true);
  };
  const restore = async () => {
    setStep('restoring');
    try {
      await restoreVersion('page', number, page.revision, locale);
      setRestored({ number, pathname: page.pathname });
      setStep('idle');
      navigate(versionAddress(page.pathname, null, editing));
    } catch (error) {
      setStep(isApiError(error, 409) ? 'idle' : 'failed');
    }
  };

  return (
    <span className="ed-toolbar__version" role="group" aria-label={t('viewingNumber', { number })}>
      <span className="ed-toolbar__state">{t('viewingNumber', { number })}</span>
      {step === 'asking' ? (
        <span
          className="ed-toolbar__confirm"
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              cancel();
            }
          }}
        >
          <span>{t('restoreQuestion', { number })}</span>{' '}
          <button ref={confirmButton} type="button" className="ed-toolbar__button ed-toolbar__button--strong" onClick={() => void restore()}>
            {t('restoreConfirm')}
          </button>{' '}
          <button type="button" className="ed-toolbar__button" onClick={cancel}>{t('restoreCancel')}</button>
        </span>
      ) : (
        <button
          ref={restoreButton} type="button" className="ed-toolbar__button" disabled={step === 'restoring'}
          onClick={() => setStep('asking')}
        >
          {step === 'restoring' ? t('restoring') : t('restoreThis')}
        </button>
      )}
      {step === 'failed' && <span role="alert">{t('restoreFailed')}</span>}
    </span>
  );
}
