import type { Locale } from '@festival/shared/i18n/locales';
import { fixedT } from '@festival/shared/i18n/i18n-instance';
import './ui.css';

export interface RemoteFallbackProps {
  locale: Locale;
  onRetry?: () => void;
  /** A small version for tight slots such as the header's cart. */
  compact?: boolean;
}

/**
 * What a slot shows when its remote cannot load or throws (architecture: failure). It reads
 * the shared i18n instance directly: it also renders inside a remote's error boundary,
 * outside any provider.
 */
export function RemoteFallback({ locale, onRetry, compact = false }: RemoteFallbackProps) {
  const t = fixedT(locale, 'common');
  return (
    <div className={`fs-remote-fallback${compact ? ' fs-remote-fallback--compact' : ''}`} role="alert" data-testid="remote-fallback" lang={locale}>
      <p>{t('remote.unavailable')}</p>
      {onRetry && (
        <button type="button" className="fs-button" onClick={onRetry}>
          {t('remote.retry')}
        </button>
      )}
    </div>
  );
}
