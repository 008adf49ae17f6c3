import { createStore } from 'zustand';
import type { EventDetail, PriceItem, SeatGroup, Timeslot } from '@festival/shared/api-schemas/programme';
import { CART_UPDATED, dispatchAppEvent } from '@festival/shared/events/app-events';
import { totalOfLines } from '@festival/shared/format/money';
import type { Locale } from '@festival/shared/i18n/locales';
import { responseCodeOf } from '../../../api/response-code';
import { addToCart } from '../api/add-to-cart';

/** Spec §3 selected ticket: which price of which seat group, and how many. */
export interface SelectedTicket {
  ticket: { id: number; seat_group: number; sale_type_id: number };
  amount: number;
}

/** Spec §4: '' is the main step. */
export type BookingStep = '' | 'discounts' | 'timeslots';

/**
 * What brought the visitor back to the main step: the focus returns to the control that left it
 * (the seat group's discounts button, the time slot's "Ändern"), or to the first seat group after
 * the summary; null when the widget has just opened and its toggle keeps the focus.
 */
export type CameFrom = { step: 'discounts'; groupId: number } | { step: 'timeslots' } | { step: 'summary' } | null;

export type Summary =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; tickets: number; cartUrl: string }
  | { status: 'error'; code: number | null };

/** Spec §9: the widget resets its step this long after closing. */
export const CLOSE_RESET_MS = 250;

export interface BookingState {
  selected: SelectedTicket[];
  step: BookingStep;
  /** The seat group whose discounts the discounts step shows. */
  groupId: number | null;
  /** The chosen time slot's block id; null means the first available one (spec §5). */
  blockId: number | null;
  summary: Summary;
  cameFrom: CameFrom;
  /** Raises the price's amount by one, unless that would pass `max` (maxAmountOf). */
  add: (price: PriceItem, max?: number) => void;
  remove: (price: PriceItem) => void;
  showStep: (step: BookingStep, groupId?: number) => void;
  chooseSlot: (blockId: number) => void;
  /** Spec §4: closing clears the selection now and resets the step after 250 ms. */
  closed: () => void;
  /** Back from the summary to the selection. */
  dismissSummary: () => void;
  submit: (event: EventDetail, locale: Locale) => Promise<void>;
}

const sameTicket = (entry: SelectedTicket, price: PriceItem) =>
  entry.ticket.seat_group === price.seat_group && entry.ticket.sale_type_id === price.sale_type_id;

/** Where the main step was left for `step` (the discounts of seat group `groupId`, or the time slots). */
function backFrom(step: BookingStep, groupId: number | null): CameFrom {
  if (step === 'discounts' && groupId !== null) return { step: 'discounts', groupId };
  if (step === 'timeslots') return { step: 'timeslots' };
  return null;
}

/** The first available slot is the default (spec §5). */
export function defaultBlockId(event: EventDetail): number | null {
  return availableSeatGroups(event.seat_groups).flatMap((group) => group.timeslots)[0]?.block_id ?? null;
}

export function createBookingStore() {
  let resetTimer: ReturnType<typeof setTimeout> | undefined;
  return createStore<BookingState>()((set, get) => ({
    selected: [],
    step: '',
    groupId: null,
    blockId: null,
    summary: { status: 'idle' },
    cameFrom: null,
    // Spec §4: the same seat group and sale type raises the amount, anything else starts at 1.
    add: (price, max = Number.POSITIVE_INFINITY) =>
      set((state) =>
        amountOf(state.selected, price) >= max
          ? {}
          : state.selected.some((entry) => sameTicket(entry, price))
          ? { selected: state.selected.map((entry) => (sameTicket(entry, price) ? { ...entry, amount: entry.amount + 1 } : entry)) }
          : { selected: [...state.selected, { ticket: { id: price.id, seat_group: price.seat_group, sale_type_id: price.sale_type_id }, amount: 1 }] },
      ),
    // Spec §4 and §5: removing lowers the amount, and at 1 removes the entry; no amount below 1.
    remove: (price) =>
      set((state) => ({
        selected: state.selected.flatMap((entry) => {
          if (!sameTicket(entry, price)) return [entry];
          return entry.amount > 1 ? [{ ...entry, amount: entry.amount - 1 }] : [];
        }),
      })),
    showStep: (step, groupId) => {
      clearTimeout(resetTimer);
      const { step: from, groupId: shown } = get();
      set({ step, groupId: groupId ?? shown, cameFrom: step === '' ? backFrom(from, shown) : null });
    },
    chooseSlot: (blockId) => set({ blockId, step: '', cameFrom: { step: 'timeslots' } }),
    closed: () => {
      set({ selected: [], summary: { status: 'idle' }, cameFrom: null });
      clearTimeout(resetTimer);
      resetTimer = setTimeout(() => set({ step: '', groupId: null }), CLOSE_RESET_MS);
    },
    dismissSummary: () => set({ summary: { status: 'idle' }, cameFrom: { step: 'summary' } }),
    submit: async (event, locale) => {
      const { selected, blockId } = get();
      if (selected.length === 0 || event.id_jet === null) return;
      set({ summary: { status: 'loading' } });
      const block = blockId ?? defaultBlockId(event);
      const groups = [...new Set(selected.map((entry) => entry.ticket.seat_group))];
      let added = 0;
      let cartUrl = '';
      let failure: { code: number | null } | null = null;
      // Spec §7 and §8: one call per seat group; a failure is reported and the loop goes on.
      for (const seatGroup of groups) {
        const entries = selected.filter((entry) => entry.ticket.seat_group === seatGroup);
        try {
          const answer = await addToCart({
            event_jet_id: event.id_jet,
            seat_group: seatGroup,
            sale_type_ids: entries.map((entry) => entry.ticket.sale_type_id),
            quantities: entries.map((entry) => entry.amount),
            ...(block === null ? {} : { block_id: block }),
          }, locale);
          added += entries.reduce((sum, entry) => sum + entry.amount, 0);
          cartUrl = answer.cart_url;
        } catch (error) {
          console.error('shop-cart', error);
          failure ??= { code: responseCodeOf(error) };
        }
      }
      if (added > 0) dispatchAppEvent(CART_UPDATED, {});
      if (failure) set({ summary: { status: 'error', code: failure.code } });
      else set({ selected: [], summary: { status: 'success', tickets: added, cartUrl } });
    },
  }));
}

/** Spec §5: seat groups and time slots with status '0' are unavailable and hidden. */
export function availableSeatGroups(groups: SeatGroup[]): SeatGroup[] {
  return groups.filter((group) => group.status !== '0').map((group) => ({ ...group, timeslots: group.timeslots.filter((slot) => slot.status !== '0') }));
}

export function amountOf(selected: SelectedTicket[], price: PriceItem): number {
  return selected.find((entry) => sameTicket(entry, price))?.amount ?? 0;
}

const sumOf = (entries: SelectedTicket[]) => entries.reduce((sum, entry) => sum + entry.amount, 0);

/**
 * The most tickets of one price the widget lets a visitor choose, by the event detail's own
 * answer: the api's per-price and per-event limits (ticket_limits), the seats left in the price's
 * seat group and in the time slot, less what else is chosen there.
 */
export function maxAmountOf(event: EventDetail, selected: SelectedTicket[], price: PriceItem, slot: Timeslot | null): number {
  const others = selected.filter((entry) => !sameTicket(entry, price));
  const group = event.seat_groups.find((candidate) => candidate.id === price.seat_group);
  const groupLeft = (group?.free_seats ?? 0) - sumOf(others.filter((entry) => entry.ticket.seat_group === price.seat_group));
  const slotLeft = slot ? slot.free_seats - sumOf(others) : Number.POSITIVE_INFINITY;
  const eventLeft = event.ticket_limits.per_event - sumOf(others);
  return Math.max(0, Math.min(event.ticket_limits.per_price, groupLeft, slotLeft, eventLeft));
}

/** Sum of the chosen tickets as a decimal price string, summed in whole cents like the api's cart. */
export function totalOf(selected: SelectedTicket[], prices: PriceItem[]): string {
  return totalOfLines(selected.flatMap((entry) => {
    const price = prices.find((item) => item.id === entry.ticket.id);
    return price ? [{ price: price.price, quantity: entry.amount }] : [];
  }));
}
