import { createStore } from 'zustand';
import type { PriceItem, SeatGroup } from '@festival/shared/api-schemas/programme';

/** Spec §3 selected ticket: which price of which seat group, and how many. */
export interface SelectedTicket {
  ticket: { id: number; seat_group: number; sale_type_id: number };
  amount: number;
}

export interface BookingState {
  selected: SelectedTicket[];
  add: (price: PriceItem) => void;
  remove: (price: PriceItem) => void;
  clear: () => void;
}

const sameTicket = (entry: SelectedTicket, price: PriceItem) =>
  entry.ticket.seat_group === price.seat_group && entry.ticket.sale_type_id === price.sale_type_id;

/** Spec §4 booking widget: one more of a chosen price, or a new entry of 1; removing never goes below 1. */
export function createBookingStore() {
  return createStore<BookingState>()((set) => ({
    selected: [],
    add: (price) =>
      set((state) =>
        state.selected.some((entry) => sameTicket(entry, price))
          ? { selected: state.selected.map((entry) => (sameTicket(entry, price) ? { ...entry, amount: entry.amount + 1 } : entry)) }
          : { selected: [...state.selected, { ticket: { id: price.id, seat_group: price.seat_group, sale_type_id: price.sale_type_id }, amount: 1 }] },
      ),
    remove: (price) =>
      set((state) => ({
        selected: state.selected.flatMap((entry) => {
          if (!sameTicket(entry, price)) return [entry];
          return entry.amount > 1 ? [{ ...entry, amount: entry.amount - 1 }] : [];
        }),
      })),
    clear: () => set({ selected: [] }),
  }));
}

/** Spec §5: seat groups and time slots with status '0' are unavailable and hidden. */
export function availableSeatGroups(groups: SeatGroup[]): SeatGroup[] {
  return groups.filter((group) => group.status !== '0').map((group) => ({ ...group, timeslots: group.timeslots.filter((slot) => slot.status !== '0') }));
}

export function amountOf(selected: SelectedTicket[], price: PriceItem): number {
  return selected.find((entry) => sameTicket(entry, price))?.amount ?? 0;
}

/** Sum of the chosen tickets, in the prices' own decimal strings. */
export function totalOf(selected: SelectedTicket[], prices: PriceItem[]): number {
  return selected.reduce((sum, entry) => {
    const price = prices.find((item) => item.id === entry.ticket.id);
    return sum + (price ? Number(price.price) * entry.amount : 0);
  }, 0);
}
