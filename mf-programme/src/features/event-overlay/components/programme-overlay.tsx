import { useRef, useState, type ComponentType } from 'react';
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
 * The overlay around a programme list; its filters stay in the overlay's own state, the page
 * URL is left alone. The shell passes its close function as data.close. Spec §8: a failed
 * headline load is logged and the default title stays.
 */
export function ProgrammeOverlay({ locale, data, List }: ParcelProps & { List: ComponentType<ListProps> }) {
  const [query, setQuery] = useState<Record<string, string>>({});
  const headline = useApiData(
    (signal) => getOverlayHeadline(locale, signal).catch((error: unknown) => {
      if (!signal.aborted) console.warn('events headline', error);
      return '';
    }),
    [locale],
  );
  const body = useRef<HTMLDivElement>(null);
  const close = typeof data?.close === 'function' ? (data.close as () => void) : () => undefined;
  const change = (qs: string) => {
    setQuery(Object.fromEntries(new URLSearchParams(qs)));
    // Spec §4: a change of filter or date starts the list again at the top.
    body.current?.scrollTo?.({ top: 0 });
  };
  return (
    <EventOverlay title={headline.status === 'ready' ? headline.data : undefined} onClose={close} bodyRef={body}>
      <List locale={locale} query={query} onQueryChange={change} />
    </EventOverlay>
  );
}
