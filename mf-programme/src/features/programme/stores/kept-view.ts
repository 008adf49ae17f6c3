import type { ProgrammeTeaser } from '@festival/shared/api-schemas/programme';
import type { Locale } from '@festival/shared/i18n/locales';
import { keeperForEntry, keptInEntry } from '@festival/shared/stores/history-entry-cache';
import type { FilterOptions } from '../api/get-filter-options';
import type { FilterValues } from '../model/programme-rules';
import type { FilterState } from './filter-store';

/**
 * What a programme view showed beside its events (which the paged list keeps itself): Back to it
 * shows the teasers, filter lists and calendar at once instead of loading them again, so nothing
 * above the restored scroll position grows when their answers arrive.
 */
export interface KeptProgrammeView {
  today: string;
  filter: FilterValues;
  options: FilterOptions;
  availableDates: string[];
  teasers: ProgrammeTeaser[];
}

const viewKey = (locale: Locale, queryKey: string) => `programme-view|${locale}|${queryKey}`;

export function keptProgrammeView(locale: Locale, queryKey: string): KeptProgrammeView | undefined {
  return keptInEntry<KeptProgrammeView>(viewKey(locale, queryKey));
}

/**
 * Keeps the view of the history entry on screen (taken when its query is shown), once everything
 * in it has loaded (else Back loads it as on a first visit).
 */
export function programmeViewKeeper(locale: Locale, queryKey: string): (filters: FilterState, teasers: ProgrammeTeaser[] | undefined) => void {
  const keep = keeperForEntry(viewKey(locale, queryKey));
  return ({ today, filter, options, availableDates, calendarMonth }, teasers) => {
    // The calendar may show another month than the filter's, whose days the view would start with.
    if (options && teasers && calendarMonth === filter.date.slice(0, 7)) keep({ today, filter, options, availableDates, teasers });
  };
}
