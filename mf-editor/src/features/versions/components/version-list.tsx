import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { isApiError } from '@festival/shared/api-client/api-client';
import { useApiData } from '@festival/shared/api-client/use-api-data';
import type { PageVersionSummary } from '@festival/shared/api-schemas/pageeditor-writes';
import type { Locale } from '@festival/shared/i18n/locales';
import { versionAddress } from '@festival/shared/routes/editor-query';
import type { CmsPageInfo } from '@festival/shared/stores/cms-page-store';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { restoreVersion } from '../../../page-versions/restore-version';
import { getVersions } from '../../../page-versions/versions-api';
import { pageSubject, type VersionSubject } from './version-subject';
import { editorName, versionWhat, versionWhen } from './version-texts';
import '../versions-resources';
import '../article-versions-resources';
import '../compare-resources';
// the module types' names, as the page editor calls them (loaded with the list, not the toolbar)
import '../../../i18n/page-editor-resources';
import './versions.css';
import './compare.lazy.css';

const VersionComparison = lazy(() => import('./version-comparison'));

type Outcome = { kind: 'restoring' } | { kind: 'restored'; when: string } | { kind: 'failed' } | null;

interface VersionListProps {
  subject: VersionSubject;
  locale: Locale;
  /** Whether the page is in edit mode: viewing a version and coming back keep it. */
  editing: boolean;
  navigate: (to: string) => void;
  onConflict: () => void;
}

/** The toolbar's list of the CMS page's versions. */
export default function PageVersionList({ page, ...props }: Omit<VersionListProps, 'subject'> & { page: CmsPageInfo }) {
  return <VersionList subject={pageSubject(page)} {...props} />;
}

/** The list inside the versions panel of a page or an article; loaded when the panel opens, with the api calls it makes. */
export function VersionList({ subject, locale, editing, navigate, onConflict }: VersionListProps) {
  const { t } = useLocaleT('editorVersions');
  const { t: tc } = useLocaleT('editorCompare');
  const { t: ta } = useLocaleT('editorArticleVersions');
  const versions = useApiData((signal) => getVersions(subject, locale, signal), [subject.type, subject.id, subject.revision, locale]);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Restoring replaces the live page: the row asks first, with the focus on its answer.
  const [asking, setAsking] = useState<number | null>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking !== null) confirmButton.current?.focus();
  }, [asking]);
  const statusLine = useRef<HTMLParagraphElement>(null);
  // Two ticked versions are compared; a third tick lets the first one go.
  const [picked, setPicked] = useState<number[]>([]);
  const [comparing, setComparing] = useState(false);
  const compareButton = useRef<HTMLButtonElement>(null);
  // Back from the comparison, the focus returns to its button once the list is there again.
  const [focusCompare, setFocusCompare] = useState(false);
  useEffect(() => {
    if (!focusCompare || !compareButton.current) return;
    compareButton.current.focus();
    setFocusCompare(false);
  }, [focusCompare, comparing, versions.status]);
  const pick = (id: number, on: boolean) => setPicked((current) => (on ? [...current.filter((other) => other !== id), id].slice(-2) : current.filter((other) => other !== id)));

  useEffect(() => {
    if (outcome && outcome.kind !== 'restoring') statusLine.current?.focus();
  }, [outcome]);

  const restore = async (version: PageVersionSummary) => {
    setAsking(null);
    setOutcome({ kind: 'restoring' });
    try {
      await restoreVersion(subject.type, version.id, subject.revision, locale);
      setOutcome({ kind: 'restored', when: versionWhen(version, locale) });
      // The restored text is the live page now: leave a stored version (?v=) for it, or load it again.
      if (subject.versionId !== null && subject.pathname !== null) navigate(versionAddress(subject.pathname, null, editing));
      else subject.reload();
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
  // The comparison stays on screen while the list reloads after one of its modules came back.
  if (comparing && picked.length === 2) {
    const [older, newer] = [...picked].sort((a, b) => a - b) as [number, number];
    return (
      <Suspense fallback={<p>{tc('loading')}</p>}>
        <VersionComparison
          subject={subject} locale={locale} from={older} to={newer} onConflict={onConflict}
          onBack={() => {
            setComparing(false);
            setFocusCompare(true);
          }}
        />
      </Suspense>
    );
  }
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
      {versions.data.length > 1 && (
        <p className="ed-versions__compare">
          <button ref={compareButton} type="button" className="fs-button fs-button--secondary" disabled={picked.length !== 2} onClick={() => setComparing(true)}>
            {tc('button')}
          </button>{' '}
          <span>{tc('hint')}</span>
        </p>
      )}
      {versions.data.length === 0 ? <p>{t('empty')}</p> : (
        <table className="ed-versions__table">
          <thead>
            <tr>
              <th scope="col">{tc('column')}</th>
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
              const viewing = subject.versionId === version.id || (subject.versionId === null && version.is_current);
              const address = subject.pathname === null ? null : versionAddress(subject.pathname, version.is_current ? null : version.id, editing);
              return (
                <tr key={version.id} aria-current={viewing ? 'true' : undefined}>
                  <td data-label={tc('column')}>
                    <input
                      type="checkbox" aria-label={tc('pick', { number: version.id, when })}
                      checked={picked.includes(version.id)} onChange={(event) => pick(version.id, event.target.checked)}
                    />
                  </td>
                  <td data-label={t('columns.number')}>{version.id}</td>
                  <td data-label={t('columns.when')}>
                    {when}
                    {version.is_current && <strong className="ed-versions__current"> ({t('current')})</strong>}
                  </td>
                  <td data-label={t('columns.who')}>{version.author ? editorName(version.author) : t('nobody')}</td>
                  <td data-label={t('columns.what')}>{versionWhat(version, t)}</td>
                  <td className="ed-versions__actions">
                    {/* viewing leaves the dialog: the page shows the version, with its banner */}
                    {address !== null && (
                      <a
                        href={address}
                        aria-label={t('viewLabel', { when })}
                        onClick={(event) => {
                          event.preventDefault();
                          navigate(address);
                        }}
                      >
                        {t('view')}
                      </a>
                    )}
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
                        <span>{(subject.type === 'article' ? ta : t)('restoreQuestion', { number: version.id })}</span>
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
