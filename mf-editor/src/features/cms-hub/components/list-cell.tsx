import { formatDateTime } from '@festival/shared/format/dates';
import { useLocale, useLocaleT } from '@festival/shared/ui/app-context';

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A list cell: yes/no for flags, Berlin date-times for instants, the text otherwise. */
export function ListCell({ value }: { value: unknown }) {
  const { t } = useLocaleT('hub');
  const locale = useLocale();
  if (typeof value === 'boolean') return <>{value ? t('list.yes') : t('list.no')}</>;
  if (typeof value === 'string' && INSTANT.test(value)) return <time dateTime={value}>{formatDateTime(value, locale)}</time>;
  if (value === null || value === undefined) return null;
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- objects are written as JSON; what is left is a number or a text
  return <>{typeof value === 'object' ? JSON.stringify(value) : String(value)}</>;
}
