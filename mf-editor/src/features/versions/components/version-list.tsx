import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@festival/shared/api-client/api-client';
import { useApiData } from '@festival/shared/api-client/use-api-data';
import type { PageVersionSummary } from '@festival/shared/api-schemas/pageeditor-writes';
import type { Locale } from '@festival/shared/i18n/locales';
import { useCmsPageStore, type CmsPageInfo } from '@festival/shared/stores/cms-page-store';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { getVersions } from '../api/get-versions';
import { restoreVersion } from '../api/restore-version';
import { editorName, versionWhat, versionWhen } from './version-texts';
import '../versions-resources';
import './versions.css';

type Outcome = { kind: 'restoring' } | { kind: 'restored'; when: string } | { kind: 'failed' } | null;

interface VersionListProps {
  page: CmsPageInfo;
  locale: Locale;
  navigate: (to: string) => void;
  onConflict: () => void;
}

/** The list inside the versions panel; loaded when the panel opens, with the api calls it makes. */
export default function VersionList({ page, locale, navigate, onConflict }: VersionListProps) {
  const { t } = useLocaleT('editorVersions');
  const versions = useApiData((signal) => getVersions(page.id, locale, signal), [page.id, page.revision, locale]);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const statusLine = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (outcome && outcome.kind !== 'restoring') statusLine.current?.focus();
  }, [outcome]);

  const restore = async (version: PageVersionSummary) => {
    setOutcome({ kind: 'restoring' });
    try {
      await restoreVersion(version.id, page.revision, locale);
      setOutcome({ kind: 'restored', when: versionWhen(version, locale) });
      // The restored text is the live page now: leave a stored version (?v=) for it, or load it again.
      if (page.version_id !== null) navigate(page.pathname);
      else useCmsPageStore.getState().reload?.();
    } catch (error) {
      if (isApiError(error, 409)) onConflict();
      else setOutcome({ kind: 'failed' });
    }
  };

  // The status line stays while the list reloads after a restore, so its focus is not lost.
  const status = (
    <p ref={statusLine} tabIndex={-1} className="ed-versions__status" aria-live="polite">
      {outcome?.kind === 'restoring' && t('restoring')}
      {outcome?.kind === 'restored' && t('restored', { when: outcome.when })}
      {outcome?.kind === 'failed' && t('restoreFailed')}
    </p>
  );
  if (versions.status === 'loading') return <>{status}<p>{t('loading')}</p></>;
  if (versions.status === 'error') {
    return (
      <>
        {status}
        <p role="alert">
          {t('loadError')}{' '}
          <button type="button" className="fs-button fs-button--secondary" onClick={versions.reload}>{t('retry')}</button>
        </p>
      </>
    );
  }
  return (
    <>
      {status}
      {versions.data.length === 0 ? <p>{t('empty')}</p> : (
        <table className="ed-versions__table">
          <thead>
            <tr>
              <th scope="col">{t('columns.when')}</th>
              <th scope="col">{t('columns.who')}</th>
              <th scope="col">{t('columns.what')}</th>
              <th scope="col">{t('columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {versions.data.map((version) => {
              const when = versionWhen(version, locale);
              const viewing = page.version_id === version.id || (page.version_id === null && version.is_current);
              return (
                <tr key={version.id} aria-current={viewing ? 'true' : undefined}>
                  <td>
                    {when}
                    {version.is_current && <strong className="ed-versions__current"> ({t('current')})</strong>}
                  </td>
                  <td>{version.author ? editorName(version.author) : t('nobody')}</td>
                  <td>{versionWhat(version, t)}</td>
                  <td className="ed-versions__actions">
                    <Link href={version.is_current ? page.pathname : `${page.pathname}?v=${version.id}`} aria-label={t('viewLabel', { when })}>
                      {t('view')}
                    </Link>
                    {!version.is_current && (
                      <button
                        type="button"
                        className="fs-button fs-button--secondary"
                        aria-label={t('restoreLabel', { when })}
                        disabled={outcome?.kind === 'restoring'}
                        onClick={() => void restore(version)}
                      >
                        {t('restore')}
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </>
  );
}
