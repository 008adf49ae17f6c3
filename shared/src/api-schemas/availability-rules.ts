import type { Availability } from './programme';

/**
 * Whether an event in this state offers booking at all (spec §5): a sold-out, closed, free or
 * cancelled event shows its state and no control that can only fail. Kept apart from the
 * schemas, so the browser's bundles do not load the schema library for it.
 */
export function offersBooking(availability: Availability): boolean {
  return availability === 'available' || availability === 'limited';
}
