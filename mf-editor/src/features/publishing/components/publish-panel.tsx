import { lazy, Suspense, useState } from 'react';
import { formatDateTime } from '@festival/shared/format/dates';
import type { Locale } from '@festival/shared/i18n/locales';
import { queryToggling } from '@festival/shared/routes/editor-query';
import { useCmsPageStore } from '@festival/shared/stores/cms-page-store';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { ModalDialog } from '@festival/shared/ui/modal-dialog';

// The dialog and its api calls load when it opens: the toolbar itself stays small.
const PublishDialog = lazy(() => import('../../../publication/publish-dialog'));

/**
 * The toolbar's publishing of the CMS page on screen: where it stands (published, a draft with
 * changes, planned for a time), its preview, and the dialog that publishes, plans or drops.
 */
export function PublishPanel({ locale, query }: { locale: Locale; query: Record<string, string> }) {
  const { t } = useLocaleT('editor');
  const page = useCmsPageStore((state) => state.page);
  const [open, setOpen] = useState(false);
  if (!page?.publication || page.version_id !== null) return null;
  const { state, publish_at: publishAt } = page.publication;
  const path = window.location.pathname;
  const previewing = 'preview' in query;
  // The preview leaves edit mode (the page shows as visitors will see it); ending it goes back to editing.
  const rest = Object.fromEntries(Object.entries(query).filter(([key]) => key !== 'edit' && key !== 'preview'));
  const previewHref = `${path}${queryToggling(rest, previewing ? 'edit' : 'preview', true)}`;
  return (
    <>
      <span className={`ed-toolbar__state ed-toolbar__state--${state}`} role="status">
        {state === 'scheduled' && publishAt ? t('publishing.scheduled', { at: formatDateTime(publishAt, locale) }) : t(`publishing.${state}`)}
      </span>
      {state !== 'published' && (
        <Link href={previewHref} className="ed-toolbar__button">
          {previewing ? t('publishing.previewOff') : t('publishing.preview')}
        </Link>
      )}
      <button type="button" className="ed-toolbar__button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('publishing.open')}
      </button>
      {open && (
        <ModalDialog title={t('publishing.title')} onClose={() => setOpen(false)} className="ed-publish">
          <Suspense fallback={<p>{t('publishing.loading')}</p>}>
            <PublishDialog
              target={{ type: 'page', id: page.id, revision: page.revision }} publication={page.publication} locale={locale}
              onSettled={(revision, publication) => {
                useCmsPageStore.getState().changed(page.id, { revision, publication });
                useCmsPageStore.getState().reload?.();
              }}
              onDone={() => setOpen(false)}
            />
          </Suspense>
          <button type="button" className="fs-button fs-button--secondary" onClick={() => setOpen(false)}>{t('publishing.close')}</button>
        </ModalDialog>
      )}
    </>
  );
}
