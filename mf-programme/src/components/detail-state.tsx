import type { ReactNode } from 'react';
import { isNotFound } from '@festival/shared/api-client/is-not-found';
import type { ApiData } from '@festival/shared/api-client/use-api-data';
import type { RouteName } from '@festival/shared/routes/route-table';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { LoadError } from '@festival/shared/ui/load-error';
import { EventDetailSkeleton } from '@festival/shared/ui/skeletons';

interface DetailStateProps<T> {
  detail: ApiData<T> & { reload: () => void };
  /** Where a visitor goes when the object does not exist. */
  back: RouteName;
  children: (data: T) => ReactNode;
  /** The page type's loading skeleton (spec §2); an event detail's by default. */
  skeleton?: ReactNode;
}

/** Loading skeleton, "not found" with a way back, a retry on other errors, or the content. */
export function DetailState<T>({ detail, back, children, skeleton = <EventDetailSkeleton /> }: DetailStateProps<T>) {
  const { t } = useLocaleT('programme');
  if (detail.status === 'loading') return <>{skeleton}</>;
  if (detail.status === 'error') {
    if (!isNotFound(detail.error)) return <LoadError onRetry={detail.reload} />;
    return (
      <section className="pg-not-found">
        <h1>404</h1>
        <p>{t('detail.notFound')}</p>
        <Link to={back} className="fs-button">
          {t('detail.toProgramme')}
        </Link>
      </section>
    );
  }
  return <>{children(detail.data)}</>;
}
