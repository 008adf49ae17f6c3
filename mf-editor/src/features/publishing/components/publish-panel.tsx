import type { Locale } from '@festival/shared/i18n/locales';
import { queryToggling } from '@festival/shared/routes/editor-query';
import { useCmsPageStore, type CmsPageInfo } from '@festival/shared/stores/cms-page-store';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { PublishButton, usePublicationText } from '../../../publication/publish-button';

/**
 * The toolbar's publishing of the CMS page on screen: where it stands (published, a draft with
 * changes, planned for a time), its preview, and the dialog that publishes, plans or drops.
 */
export function PublishPanel({ locale, query }: { locale: Locale; query: Record<string, string> }) {
  const page = useCmsPageStore((state) => state.page);
  if (!page?.publication || page.version_id !== null) return null;
  return <PagePublication page={page} publication={page.publication} locale={locale} query={query} />;
}

function PagePublication({ page, publication, locale, query }: { page: CmsPageInfo; publication: NonNullable<CmsPageInfo['publication']>; locale: Locale; query: Record<string, string> }) {
  const { t } = useLocaleT('editor');
  const stateText = usePublicationText(publication, locale);
  const path = window.location.pathname;
  const previewing = 'preview' in query;
  // The preview leaves edit mode (the page shows as visitors will see it); ending it goes back to editing.
  const rest = Object.fromEntries(Object.entries(query).filter(([key]) => key !== 'edit' && key !== 'preview'));
  const previewHref = `${path}${queryToggling(rest, previewing ? 'edit' : 'preview', true)}`;
  return (
    <>
      <span className={`ed-toolbar__state ed-toolbar__state--${publication.state}`} role="status">{stateText}</span>
      {publication.state !== 'published' && (
        <Link href={previewHref} className="ed-toolbar__button">
          {previewing ? t('publishing.previewOff') : t('publishing.preview')}
        </Link>
      )}
      <PublishButton
        target={{ type: 'page', id: page.id, revision: page.revision }} publication={publication} locale={locale}
        title={t('publishing.title')} className="ed-toolbar__button"
        onSettled={(revision, next) => {
          useCmsPageStore.getState().changed(page.id, { revision, publication: next });
          useCmsPageStore.getState().reload?.();
        }}
      />
    </>
  );
}
