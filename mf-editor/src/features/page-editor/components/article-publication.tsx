import { lazy, Suspense, useState } from 'react';
import { formatDateTime } from '@festival/shared/format/dates';
import type { Locale } from '@festival/shared/i18n/locales';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { ModalDialog } from '@festival/shared/ui/modal-dialog';
import { usePageEditor } from '../stores/page-editor-context';
import '../../../i18n/editor-resources';

// The dialog and its api calls load when it opens.
const PublishDialog = lazy(() => import('../../../publication/publish-dialog'));

/**
 * Where the article's body stands (published, a draft with changes, planned for a time) and the
 * dialog that publishes, plans or drops it; a page's is in the toolbar, an article's beside its
 * body, since the toolbar speaks of the CMS page around it.
 */
export function ArticlePublication({ locale }: { locale: Locale }) {
  const { t } = useLocaleT('editor');
  const page = usePageEditor((state) => state.page);
  const load = usePageEditor((state) => state.load);
  const [open, setOpen] = useState(false);
  if (!page?.publication || page.owner.type !== 'article') return null;
  const { state, publish_at: publishAt } = page.publication;
  const stateText = state === 'scheduled' && publishAt ? t('publishing.scheduled', { at: formatDateTime(publishAt, locale) }) : t(`publishing.${state}`);
  return (
    <div className="ed-page__publication">
      <span className={`ed-page__state ed-page__state--${state}`} role="status">{t('publishing.articleState', { state: stateText })}</span>
      {state !== 'published' && <Link href={`${page.urls[locale]}?preview=1`}>{t('publishing.preview')}</Link>}
      <button type="button" className="fs-button fs-button--secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('publishing.open')}
      </button>
      {open && (
        <ModalDialog title={t('publishing.titleArticle')} onClose={() => setOpen(false)} className="ed-publish">
          <Suspense fallback={<p>{t('publishing.loading')}</p>}>
            <PublishDialog
              target={{ type: 'article', id: page.owner.id, revision: page.revision }} publication={page.publication} locale={locale}
              onSettled={() => void load()} onDone={() => setOpen(false)}
            />
          </Suspense>
          <button type="button" className="fs-button fs-button--secondary" onClick={() => setOpen(false)}>{t('publishing.close')}</button>
        </ModalDialog>
      )}
    </div>
  );
}
