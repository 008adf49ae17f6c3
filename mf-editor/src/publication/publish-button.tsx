import { lazy, Suspense, useState } from 'react';
import type { PagePublication } from '@festival/shared/api-schemas/page-publication';
import { formatDateTime } from '@festival/shared/format/dates';
import type { Locale } from '@festival/shared/i18n/locales';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { ModalDialog } from '@festival/shared/ui/modal-dialog';
import type { PublicationTarget } from './publication-calls';

// The dialog and its api calls load when it opens: the toolbar itself stays small.
const PublishDialog = lazy(() => import('./publish-dialog'));

/** Where a publication stands, in words: published, a draft with changes, or planned for a Berlin time. */
export function usePublicationText(publication: PagePublication, locale: Locale): string {
  const { t } = useLocaleT('editor');
  const { state, publish_at: publishAt } = publication;
  return state === 'scheduled' && publishAt ? t('publishing.scheduled', { at: formatDateTime(publishAt, locale) }) : t(`publishing.${state}`);
}

interface PublishButtonProps {
  target: PublicationTarget;
  publication: PagePublication;
  locale: Locale;
  /** The dialog's title: what is published. */
  title: string;
  className: string;
  onSettled: (revision: number, publication: PagePublication) => void;
}

/** "Publish …" and the dialog it opens, for a page in the toolbar or an article's body beside it. */
export function PublishButton({ target, publication, locale, title, className, onSettled }: PublishButtonProps) {
  const { t } = useLocaleT('editor');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('publishing.open')}
      </button>
      {open && (
        <ModalDialog title={title} onClose={() => setOpen(false)} className="ed-publish">
          <Suspense fallback={<p>{t('publishing.loading')}</p>}>
            <PublishDialog target={target} publication={publication} locale={locale} onSettled={onSettled} onDone={() => setOpen(false)} />
          </Suspense>
          <button type="button" className="fs-button fs-button--secondary" onClick={() => setOpen(false)}>{t('publishing.close')}</button>
        </ModalDialog>
      )}
    </>
  );
}
