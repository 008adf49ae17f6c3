import type { PageModule } from '@festival/shared/api-schemas/content-modules';
import { useApiData } from '@festival/shared/api-client/use-api-data';
import { BlockList } from '@festival/shared/blocks/block-list';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { LoadError } from '@festival/shared/ui/load-error';
import { getArticle } from '../api/get-article';

/**
 * An editor's preview (?preview) of the article's body: its draft drawn exactly as visitors will
 * read it, with the ways back to editing and to the published version (as a page's preview).
 */
export function DraftPreview({ articleId, pathname, parcelProps }: { articleId: number; pathname: string; parcelProps: ParcelProps }) {
  const { t } = useLocaleT('magazine');
  const { locale } = parcelProps;
  const draft = useApiData<PageModule[]>(async (signal) => (await getArticle(String(articleId), locale, signal, undefined, { draft: true })).modules, [articleId, locale]);
  return (
    <>
      <p className="mg-article__preview" role="status">
        {t('preview.notice')} <Link href={`${pathname}?edit=1`}>{t('preview.backToEditing')}</Link>{' '}
        <Link href={pathname}>{t('preview.published')}</Link>
      </p>
      {draft.status === 'loading' && <p>{t('preview.loading')}</p>}
      {draft.status === 'error' && <LoadError onRetry={draft.reload} />}
      {draft.status === 'ready' && <BlockList modules={draft.data} parcelProps={parcelProps} />}
    </>
  );
}
