import type { Page } from '@festival/shared/api-schemas/content';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { versionAddress } from '@festival/shared/routes/editor-query';
import { Link } from '@festival/shared/ui/link';

/**
 * What only editors get to see, said on the page itself (spec §2, §4): an offline page, a
 * stored version shown in place of the live page (?v=), with the way back to the live page, and
 * the preview of a draft (?preview), with the ways back to editing and to the published page.
 * An editor who looks at a version in edit mode goes back to editing; the toolbar restores it.
 */
export function PageStatusNotice({ page, pathname, preview = false, editMode = false }: { page: Page; pathname: string; preview?: boolean; editMode?: boolean }) {
  const { t } = useLocaleT('shell');
  if (page.is_online && page.version_id === null && !preview) return null;
  return (
    <div className="sh-page-status" role="status">
      {preview && (
        <p className="sh-page-status__line">
          {t('pageStatus.preview')} <Link href={`${pathname}?edit`}>{t('pageStatus.backToEditing')}</Link>{' '}
          <Link href={pathname}>{t('pageStatus.published')}</Link>
        </p>
      )}
      {!page.is_online && <p className="sh-page-status__line">{t('pageStatus.offline')}</p>}
      {page.version_id !== null && (
        <p className="sh-page-status__line">
          {t('pageStatus.version', { id: page.version_id })} <Link href={versionAddress(pathname, null, editMode)}>{t('pageStatus.live')}</Link>
        </p>
      )}
    </div>
  );
}
