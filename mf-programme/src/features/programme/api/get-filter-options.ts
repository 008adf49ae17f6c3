import type { EventFilterKey } from '@festival/shared/validation/programme-query';
import type {
  ExhibitionTypeOption, FilterOption, SeriesOption, TagOption,
} from '@festival/shared/api-schemas/programme';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import type { ApiFetch } from '@festival/shared/ssr/route-data';

export type FilterOptions = Record<EventFilterKey, FilterOption[]>;

/** Spec §5: options with show_in_filter false are not listed. */
const listed = (options: Array<TagOption | SeriesOption>) => options.filter((option) => option.show_in_filter);

/** The options of the five programme filters (spec §7), each list from its own endpoint. */
export async function getFilterOptions(locale: Locale, signal?: AbortSignal, fetch?: ApiFetch): Promise<FilterOptions> {
  const get = <T,>(path: string) => apiGet<T[]>(path, { locale, signal, fetch });
  const [room, type, tag, series, genre] = await Promise.all([
    get<FilterOption>('/api/rooms/'),
    get<ExhibitionTypeOption>('/api/exhibition-types/'),
    get<TagOption>('/api/event-tags/'),
    get<SeriesOption>('/api/series/'),
    get<FilterOption>('/api/genres/'),
  ]);
  return { room, type, tag: listed(tag), series: listed(series), genre };
}
