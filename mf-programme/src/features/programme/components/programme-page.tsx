import { href } from '@festival/shared/routes/route-table';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { sendInvalidQueryToNotFound } from '../../../components/invalid-query';
import { QUICK_BUY_WIDGET } from '../../../config/design-settings';
import type { ProgrammeData } from '../api/load-programme';
import { ProgrammeView } from './programme-view';

/** The programme route: filters live in the URL query (spec §2 query parameters). */
export function ProgrammePage(props: ParcelProps) {
  const { locale, query, navigate } = props;
  const { t } = useLocaleT('programme');
  const path = href('events', {}, locale);
  return (
    <section className="pg-page">
      <h1 className="pg-title">{t('programme.title')}</h1>
      <ProgrammeView
        locale={locale}
        query={query}
        onQueryChange={(qs) => {
          navigate(qs ? `${path}?${qs}` : path);
          // Spec §4: a change of filter or date scrolls back to the top.
          window.scrollTo({ top: 0 });
        }}
        onInvalidQuery={(key, value) => sendInvalidQueryToNotFound(key, value, locale, navigate)}
        quickBuy={QUICK_BUY_WIDGET ? props : null}
        initial={props.initialData as ProgrammeData | undefined}
      />
    </section>
  );
}
