import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';

/** The magazine's answer to an id the api does not know. */
export function NotFound() {
  const { t } = useLocaleT('magazine');
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
