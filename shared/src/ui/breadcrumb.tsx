import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import './ui.css';

/** One step above the current page; without href it is shown but not clickable. */
export interface Crumb {
  label: string;
  href?: string | undefined;
}

/** Spec §2 breadcrumb: Home (/{locale}), then the steps down to the current page. */
export function Breadcrumb({ trail, current }: { trail: Crumb[]; current: string }) {
  const { t } = useLocaleT();
  return (
    <nav aria-label={t('breadcrumb.label')} className="fs-breadcrumb">
      <ol>
        <li>
          <Link to="index">{t('breadcrumb.home')}</Link>
        </li>
        {trail.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`}>{crumb.href ? <Link href={crumb.href}>{crumb.label}</Link> : <span>{crumb.label}</span>}</li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
