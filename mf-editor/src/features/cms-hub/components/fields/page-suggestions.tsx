import { useApiData } from '@festival/shared/api-client/use-api-data';
import { href } from '@festival/shared/routes/route-table';
import type { Locale } from '@festival/shared/i18n/locales';
import { getAdminList } from '../../api/get-admin-list';

const PAGES = 200;

/** The site's pages as suggestions of a link field (a native list: typing a title or a path offers the page's path). */
export function PageSuggestions({ id, locale }: { id: string; locale: Locale }) {
  const pages = useApiData((signal) => getAdminList('pages', { page_size: PAGES, ordering: 'url_de' }, signal), []);
  if (pages.status !== 'ready') return null;
  return (
    <datalist id={id}>
      {pages.data.results.map((page) => {
        const url = (page as Record<string, unknown>)[`url_${locale}`];
        const title = (page as Record<string, unknown>)[`title_${locale}`];
        return (
          <option key={page.id} value={href('cms-page', { '*': typeof url === 'string' ? url : '' }, locale)}>
            {typeof title === 'string' ? title : page.label}
          </option>
        );
      })}
    </datalist>
  );
}
