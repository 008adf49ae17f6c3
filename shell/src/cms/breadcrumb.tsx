import type { PageAncestor } from '@festival/shared/api-schemas/content';
import { useLocale, useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';

/** Spec §2: Home, then the ancestor pages with their localised urls, then the page itself. */
export function Breadcrumb({ ancestors, current }: { ancestors: PageAncestor[]; current: string }) {
  const locale = useLocale();
  const { t } = useLocaleT('shell');
  return (
    <nav aria-label={t('breadcrumb')} className="sh-breadcrumb">
      <ol>
        <li>
          <Link to="index">{t('homeCrumb')}</Link>
        </li>
        {ancestors.map((ancestor) => (
          <li key={ancestor.id}>
            {ancestor.is_clickable ? <Link href={ancestor.urls[locale]}>{ancestor.title}</Link> : <span>{ancestor.title}</span>}
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
