import type { SearchResult } from '@festival/shared/api-schemas/content-search';
import { formatDateTime } from '@festival/shared/format/dates';
import { useLocale, useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';

export function SearchResults({ results }: { results: SearchResult[] }) {
  const locale = useLocale();
  const { t } = useLocaleT('shell');
  return (
    <ul className="sh-search__results">
      {results.map((result) => (
        <li key={`${result.kind}-${result.id}`} className="sh-search__result">
          <p className="sh-search__kind">{t(`search.kind.${result.kind}`)}</p>
          <h3 className="sh-search__title">
            <Link href={result.url}>{result.title}</Link>
          </h3>
          {result.date_start && <p className="sh-search__date">{formatDateTime(result.date_start, locale)}</p>}
          {result.text && <p className="sh-search__text">{result.text}</p>}
        </li>
      ))}
    </ul>
  );
}
