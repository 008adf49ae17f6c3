import type { ErrorLogSummary } from '@festival/shared/api-schemas/dashboard';
import { formatDateTime } from '@festival/shared/format/dates';
import { useLocale } from '@festival/shared/ui/app-context';

export interface ErrorLogTableProps {
  rows: readonly ErrorLogSummary[];
  /** Column headers in the app's own words. */
  labels: { url: string; count: string; lastSeen: string };
  /** The app's own look: the table's class and the url cell's. */
  className: string;
  urlClassName: string;
}

/** Stored 404 reports, one row per url with how often and when last (spec §7 dashboard error log). */
export function ErrorLogTable({ rows, labels, className, urlClassName }: ErrorLogTableProps) {
  const locale = useLocale();
  return (
    <table className={className}>
      <thead>
        <tr>
          <th scope="col">{labels.url}</th>
          <th scope="col">{labels.count}</th>
          <th scope="col">{labels.lastSeen}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.url}>
            <td className={urlClassName}>{row.url}</td>
            <td>{row.count}</td>
            <td>
              <time dateTime={row.last_seen}>{formatDateTime(row.last_seen, locale)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
