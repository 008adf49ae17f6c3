import { lazy } from 'react';
import type { Locale } from '@festival/shared/i18n/locales';
import { useCmsPageStore } from '@festival/shared/stores/cms-page-store';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { VersionsButton } from './versions-button';

// The list and its api calls load when the panel opens: the toolbar itself stays small.
const VersionList = lazy(() => import('./version-list'));

/**
 * The toolbar's versions of the CMS page on screen (spec §9 versioning): who saved what when,
 * view one (?v=), restore one as a new version; the page then shows the restored content.
 */
export function VersionsPanel({ locale, editing, navigate }: { locale: Locale; editing: boolean; navigate: (to: string) => void }) {
  const { t } = useLocaleT('editorVersions');
  const page = useCmsPageStore((state) => state.page);
  if (!page) return null;
  return (
    <VersionsButton title={t('title')} className="ed-toolbar__button">
      {(close) => (
        <VersionList
          page={page}
          locale={locale}
          editing={editing}
          navigate={(to) => {
            close();
            navigate(to);
          }}
          onConflict={close}
        />
      )}
    </VersionsButton>
  );
}
