import { useLocaleT } from '@festival/shared/ui/app-context';
import './ui.css';

/** A call for page content failed (not a missing remote): say so and offer to try again. */
export function LoadError({ onRetry }: { onRetry?: () => void }) {
  const { t } = useLocaleT();
  return (
    <div className="fs-remote-fallback" role="alert">
      <p>{t('loadError')}</p>
      {onRetry && (
        <button type="button" className="fs-button" onClick={onRetry}>
          {t('remote.retry')}
        </button>
      )}
    </div>
  );
}
