import { berlinWallClock } from '@festival/shared/format/dates';

/** Spec §3: TeaserItem and HeroMedia are shown only between online_from and online_to. */
export interface OnlineWindow {
  online_from: string | null;
  online_to: string | null;
}

const HAS_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * A window bound as epoch milliseconds. Editors enter wall-clock times; a bound without a zone
 * or offset is read in Europe/Berlin (spec §1), one with a zone as that instant.
 * Empty or unreadable bounds are open (null).
 */
export function windowBound(value: string | null | undefined): number | null {
  const text = value?.trim();
  if (!text) return null;
  const ms = HAS_ZONE.test(text) ? Date.parse(text) : berlinWallClock(text).getTime();
  return Number.isFinite(ms) ? ms : null;
}

/** Online from online_from (inclusive) until online_to (exclusive); open ends are unbounded. */
export function isOnline(window: OnlineWindow, now: Date): boolean {
  const from = windowBound(window.online_from);
  const to = windowBound(window.online_to);
  const at = now.getTime();
  return (from === null || at >= from) && (to === null || at < to);
}

/** The first instant after now at which one of the windows opens or closes; null if none will. */
export function nextWindowChange(windows: OnlineWindow[], now: Date): number | null {
  const at = now.getTime();
  const future = windows
    .flatMap((window) => [windowBound(window.online_from), windowBound(window.online_to)])
    .filter((bound): bound is number => bound !== null && bound > at);
  return future.length ? Math.min(...future) : null;
}
