import { useLoadingIndicator } from '@festival/shared/stores/loading-store';
import { useLocaleT } from '@festival/shared/ui/app-context';
import './ui.css';

export interface SkeletonProps {
  /** Placeholder text lines. */
  lines?: number;
  /** A media block above the lines (teasers, detail pages). */
  media?: boolean;
  className?: string;
}

/** A loading placeholder (spec §2 loading skeletons); announced once to screen readers. */
export function Skeleton({ lines = 3, media = false, className }: SkeletonProps) {
  const { t } = useLocaleT();
  useLoadingIndicator();
  return (
    <div className={`fs-skeleton ${className ?? ''}`} aria-busy="true" role="status">
      <span className="fs-visually-hidden">{t('loading')}</span>
      {media && <div className="fs-skeleton__media" aria-hidden="true" />}
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} className="fs-skeleton__line" aria-hidden="true" />
      ))}
    </div>
  );
}
