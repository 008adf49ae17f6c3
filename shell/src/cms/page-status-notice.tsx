import type { Page } from '@festival/shared/api-schemas/content';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';

/**
 * What only editors get to see, said on the page itself (spec §2, §4): an offline page, and a
 * stored version shown in place of the live page (?v=), with the way back to the live page.
 */
export function PageStatusNotice({ page, pathname }: { page: Page; pathname: string }) {
  const { t } = useLocaleT('shell');
  if (page.is_online && page.version_id === null) return null;
  return (
    <div className="sh-page-status" role="status">
      {!page.is_online && <p className="sh-page-status__line">{t('pageStatus.offline')}</p>}
      {page.version_id !== null && (
        <p className="sh-page-status__line">
          {t('pageStatus.version', { id: page.version_id })} <Link href={pathname}>{t('pageStatus.live')}</Link>
        </p>
      )}
    </div>
  );
}
