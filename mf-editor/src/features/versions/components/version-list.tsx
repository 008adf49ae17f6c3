import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@festival/shared/api-client/api-client';
import { useApiData } from '@festival/shared/api-client/use-api-data';
import type { PageVersionSummary } from '@festival/shared/api-schemas/pageeditor-writes';
import type { Locale } from '@festival/shared/i18n/locales';
import { useCmsPageStore, type CmsPageInfo } from '@festival/shared/stores/cms-page-store';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { getVersions } from '../api/get-versions';
import { restoreVersion } from '../api/restore-version';
import { editorName, versionWhat, versionWhen } from './version-texts';
import '../versions-resources';
// the module types' names, as the page editor calls them (loaded with the list, not the toolbar)
import '../../../i18n/page-editor-resources';
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
  // Restoring replaces the live page: the row asks first, with the focus on its answer.
  const [asking, setAsking] = useState<number | null>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking !== null) confirmButton.current?.focus();
  }, [asking]);
  const statusLine = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (outcome && outcome.kind !== 'restoring') statusLine.current?.focus();
  }, [outcome]);

  const restore = async (version: PageVersionSummary) => {
    setAsking(null);
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
              <th scope="col">{t('columns.number')}</th>
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
                  <td data-label={t('columns.number')}>{version.id}</td>
                  <td data-label={t('columns.when')}>
                    {when}
                    {version.is_current && <strong className="ed-versions__current"> ({t('current')})</strong>}
                  </td>
                  <td data-label={t('columns.who')}>{version.author ? editorName(version.author) : t('nobody')}</td>
                  <td data-label={t('columns.what')}>{versionWhat(version, t)}</td>
                  <td className="ed-versions__actions">
                    {/* viewing leaves the dialog: the page shows the version, with its banner */}
                    <a
                      href={version.is_current ? page.pathname : `${page.pathname}?v=${version.id}`}
                      aria-label={t('viewLabel', { when })}
                      onClick={(event) => {
                        event.preventDefault();
                        navigate(version.is_current ? page.pathname : `${page.pathname}?v=${version.id}`);
                      }}
                    >
                      {t('view')}
                    </a>
                    {!version.is_current && asking !== version.id && (
                      <button
                        type="button"
                        className="fs-button fs-button--secondary"
                        aria-label={t('restoreLabel', { when })}
                        disabled={outcome?.kind === 'restoring'}
                        onClick={() => setAsking(version.id)}
                      >
                        {t('restore')}
                      </button>
                    )}
                    {asking === version.id && (
                      <span className="ed-versions__confirm">
                        <span>{t('restoreQuestion', { number: version.id })}</span>
                        <button ref={confirmButton} type="button" className="fs-button" aria-label={t('restoreConfirmLabel', { when })} onClick={() => void restore(version)}>
                          {t('restoreConfirm')}
                        </button>
                        <button type="button" className="fs-button fs-button--secondary" onClick={() => setAsking(null)}>
                          {t('restoreCancel')}
                        </button>
                      </span>
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
