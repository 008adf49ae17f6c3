import { lazy, Suspense, useState } from 'react';
import type { Locale } from '@festival/shared/i18n/locales';
import { useCmsPageStore } from '@festival/shared/stores/cms-page-store';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { ModalDialog } from '@festival/shared/ui/modal-dialog';
import '../versions-resources';
import './versions.css';

// The list and its api calls load when the panel opens: the toolbar itself stays small.
const VersionList = lazy(() => import('./version-list'));

/**
 * The toolbar's versions of the CMS page on screen (spec §9 versioning): who saved what when,
 * view one (?v=), restore one as a new version; the page then shows the restored content.
 */
export function VersionsPanel({ locale, editing, navigate }: { locale: Locale; editing: boolean; navigate: (to: string) => void }) {
  const { t } = useLocaleT('editorVersions');
  const page = useCmsPageStore((state) => state.page);
  const [open, setOpen] = useState(false);
  if (!page) return null;
  return (
    <>
      <button type="button" className="ed-toolbar__button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('open')}
      </button>
      {open && (
        <ModalDialog title={t('title')} onClose={() => setOpen(false)} className="ed-versions">
          <Suspense fallback={<p>{t('loading')}</p>}>
            <VersionList
              page={page}
              locale={locale}
              editing={editing}
              navigate={(to) => {
                setOpen(false);
                navigate(to);
              }}
              onConflict={() => setOpen(false)}
            />
          </Suspense>
          <button type="button" className="fs-button" onClick={() => setOpen(false)}>{t('close')}</button>
        </ModalDialog>
      )}
    </>
  );
}
