import { useState, type ComponentType } from 'react';
import { useApiData } from '@festival/shared/api-client/use-api-data';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { getOverlayHeadline } from '../api/get-overlay-headline';
import { EventOverlay } from './event-overlay';

interface ListProps {
  locale: ParcelProps['locale'];
  query: Record<string, string>;
  onQueryChange: (queryString: string) => void;
}

/**
 * The overlay around a programme list; filters stay inside the overlay, the page URL keeps
 * only ?overlay=true. The shell passes its close function as data.close.
 */
export function ProgrammeOverlay({ locale, data, List }: ParcelProps & { List: ComponentType<ListProps> }) {
  const [query, setQuery] = useState<Record<string, string>>({});
  const headline = useApiData((signal) => getOverlayHeadline(locale, signal), [locale]);
  const close = typeof data?.close === 'function' ? (data.close as () => void) : () => undefined;
  return (
    <EventOverlay title={headline.status === 'ready' ? headline.data : undefined} onClose={close}>
      <List locale={locale} query={query} onQueryChange={(qs) => setQuery(Object.fromEntries(new URLSearchParams(qs)))} />
    </EventOverlay>
  );
}
