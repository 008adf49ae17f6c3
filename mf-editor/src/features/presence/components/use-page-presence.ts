import { useEffect, useState } from 'react';
import { PRESENCE_HEARTBEAT_MS } from '@festival/shared/api-schemas/pageeditor-paths';
import type { PresentEditor } from '@festival/shared/api-schemas/pageeditor-presence';
import type { Locale } from '@festival/shared/i18n/locales';
import { getPresence, leavePage, sendHeartbeat } from '../api/page-presence';

/** How often the list of the others is read between heartbeats: a newcomer shows within seconds. */
export const PRESENCE_POLL_MS = 5_000;

/**
 * While `pageId` is open in edit mode: says so every 15 s, reads the other editors every 5 s,
 * and says goodbye when edit mode ends, the page changes or the tab closes.
 */
export function usePagePresence(pageId: number | null, locale: Locale): PresentEditor[] {
  const [editors, setEditors] = useState<PresentEditor[]>([]);
  useEffect(() => {
    setEditors([]);
    if (pageId === null) return undefined;
    let active = true;
    const show = (answer: Promise<{ editors: PresentEditor[] }>) => {
      answer.then((list) => active && setEditors(list.editors), () => active && setEditors([]));
    };
    const beat = () => show(sendHeartbeat(pageId, locale));
    beat();
    const heartbeat = window.setInterval(beat, PRESENCE_HEARTBEAT_MS);
    const poll = window.setInterval(() => show(getPresence(pageId, locale)), PRESENCE_POLL_MS);
    const leave = () => void leavePage(pageId, locale).catch(() => undefined);
    window.addEventListener('pagehide', leave);
    return () => {
      active = false;
      window.clearInterval(heartbeat);
      window.clearInterval(poll);
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [pageId, locale]);
  return editors;
}
