import type { EventCard } from '@festival/shared/api-schemas/programme';
import { useShopOffline } from '@festival/shared/stores/use-shop-offline';
import { useLocaleT } from '@festival/shared/ui/app-context';

type Availability = EventCard['availability'];

/** What is left to buy while the shop is offline: nothing, so these states are not shown then. */
const SELLING = new Set<Availability>(['available', 'limited']);

/** Whether an event's ticket state is worth showing: "available" and "few left" only while the shop sells. */
export function useShownAvailability(availability: Availability): boolean {
  const shopOffline = useShopOffline();
  return !(shopOffline && SELLING.has(availability));
}

/** An event's ticket state (spec §5), as a badge. */
export function AvailabilityBadge({ availability, as: Tag = 'p' }: { availability: Availability; as?: 'p' | 'span' }) {
  const { t } = useLocaleT('programme');
  if (!useShownAvailability(availability)) return null;
  return <Tag className={`pg-badge pg-badge--${availability}`}>{t(`availability.${availability}`)}</Tag>;
}
