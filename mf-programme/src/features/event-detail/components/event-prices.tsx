import type { EventDetail, PriceItem } from '@festival/shared/api-schemas/programme';
import { formatPrice } from '@festival/shared/format/price';

interface PriceGroup {
  id: number;
  /** The seat group's name; null for prices of no listed seat group. */
  name: string | null;
  prices: PriceItem[];
}

/** The event's prices by seat group, in the order they come: "Vollpreis" means little without its group. */
function priceGroups(event: EventDetail): PriceGroup[] {
  const groups = new Map<number, PriceGroup>();
  for (const price of event.prices) {
    const group = groups.get(price.seat_group);
    if (group) group.prices.push(price);
    else {
      const name = event.seat_groups.find((candidate) => candidate.id === price.seat_group)?.seat_group ?? null;
      groups.set(price.seat_group, { id: price.seat_group, name, prices: [price] });
    }
  }
  return [...groups.values()];
}

function PriceList({ prices }: { prices: PriceItem[] }) {
  return (
    <ul className="pg-prices">
      {prices.map((price) => (
        <li key={price.id}>
          <span>{price.name || price.text}</span> <strong>{formatPrice(price.price)}</strong>
        </li>
      ))}
    </ul>
  );
}

/** The facts' "Preise": each seat group's name with its prices. */
export function EventPrices({ event }: { event: EventDetail }) {
  const groups = priceGroups(event);
  const [only] = groups;
  if (groups.length === 1 && only?.name === null) return <PriceList prices={only.prices} />;
  return (
    <ul className="pg-price-groups">
      {groups.map((group) => (
        <li key={group.id}>
          {group.name && <span className="pg-price-groups__name">{group.name}</span>}
          <PriceList prices={group.prices} />
        </li>
      ))}
    </ul>
  );
}
