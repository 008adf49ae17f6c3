import type { ReactNode } from 'react';
import type { Locale } from '@festival/shared/i18n/locales';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { PublishButton, usePublicationText } from '../../../publication/publish-button';
import { usePageEditor } from '../stores/page-editor-context';
import type { EditedBody } from '../model/edited-body';
import '../../../i18n/editor-resources';

/**
 * Where the article's body stands (published, a draft with changes, planned for a time), its
 * preview, the dialog that publishes, plans or drops it, and what the app adds (its versions); a page's is in the toolbar, an
 * article's beside its body, since the toolbar speaks of the CMS page around it.
 */
export function ArticlePublication({ locale, tools }: { locale: Locale; tools?: ArticleTools }) {
  const page = usePageEditor((state) => state.page);
  if (!page?.publication || page.owner.type !== 'article') return null;
  return <ArticlePublicationBar body={page} publication={page.publication} locale={locale} tools={tools} />;
}

/** What the app puts beside an article's publication (a feature of its own, features/versions). */
export type ArticleTools = (article: { id: number; revision: number; reload: () => void }) => ReactNode;

function ArticlePublicationBar({ body, publication, locale, tools }: { body: EditedBody; publication: NonNullable<EditedBody['publication']>; locale: Locale; tools?: ArticleTools }) {
  const { t } = useLocaleT('editor');
  const load = usePageEditor((state) => state.load);
  const stateText = usePublicationText(publication, locale);
  return (
    <div className="ed-page__publication">
      <span className={`ed-page__state ed-page__state--${publication.state}`} role="status">{t('publishing.articleState', { state: stateText })}</span>
      {publication.state !== 'published' && <Link href={`${body.urls[locale]}?preview=1`}>{t('publishing.preview')}</Link>}
      <PublishButton
        target={{ type: 'article', id: body.owner.id, revision: body.revision }} publication={publication} locale={locale}
        title={t('publishing.titleArticle')} className="fs-button fs-button--secondary" onSettled={() => void load()}
      />
      {tools?.({ id: body.owner.id, revision: body.revision, reload: () => void load() })}
    </div>
  );
}
