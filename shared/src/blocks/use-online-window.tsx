import { useEffect, useState } from 'react';
import { isOnline, nextWindowChange, type OnlineWindow } from '@festival/shared/format/online-window';

/** setTimeout holds at most a signed 32-bit delay; later changes are re-checked after this. */
const MAX_TIMER_MS = 2_147_483_647;

/** Only an editor's answer flags what is outside its window (spec §4); editors see it, marked. */
export function isFlaggedOffline(item: object): boolean {
  return 'is_online' in item && item.is_online === false;
}

/**
 * The items that are online now, kept current while the page stays open: the server leaves
 * out what is offline when the page is requested, and this re-renders when a window opens or
 * closes afterwards. Items an editor's answer flags offline stay, to be shown marked.
 */
export function useOnlineItems<T extends OnlineWindow>(items: T[]): T[] {
  const [now, setNow] = useState(() => new Date());
  const next = nextWindowChange(items, now);
  useEffect(() => {
    if (next === null) return undefined;
    const delay = next - Date.now();
    const timer = setTimeout(
      // Never before the change itself, so a timer that fires a little early still moves on.
      () => setNow(new Date(delay > MAX_TIMER_MS ? Date.now() : Math.max(Date.now(), next))),
      Math.min(Math.max(delay, 0), MAX_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [next, now]);
  return items.filter((item) => isFlaggedOffline(item) || isOnline(item, now));
}

/** Whether one module (e.g. HeroMedia) is online now; see useOnlineItems. */
export function useIsOnline(window: OnlineWindow): boolean {
  return useOnlineItems([window]).length === 1;
}
