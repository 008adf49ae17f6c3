import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { usePageSubject } from '@festival/shared/stores/page-title-store';

/** The magazine's answer to an id the api does not know. */
export function NotFound() {
  const { t } = useLocaleT('magazine');
  usePageSubject({ error: 404 });
  return (
    <section className="mg-not-found">
      <h1>404</h1>
      <p>{t('notFound')}</p>
      <Link to="magazine" className="fs-button">
        {t('toMagazine')}
      </Link>
    </section>
  );
}
