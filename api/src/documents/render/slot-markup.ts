import { ROUTE_DATA_ELEMENT_ID } from '@festival/shared/ssr/route-data';
import { scriptJson } from '@festival/shared/ssr/script-json';
import type { ServerPayload, ServerSlot } from '@festival/shared/ssr/server-slot';

/**
 * The server-rendered slot in a document whose shell is not rendered on the server (its server
 * build is missing): the slot's HTML inside #root, where the shell's first client render
 * replaces it, and the route data after it. The page is readable without JavaScript.
 */
export function withSlotMarkup(html: string, slot: ServerSlot): string {
  const payload: ServerPayload = { chrome: null, slot: { module: slot.module, data: slot.data } };
  const data = `<script type="application/json" id="${ROUTE_DATA_ELEMENT_ID}">${scriptJson(payload)}</script>`;
  return html.replace(/<div id="root"><\/div>/, () => `<div id="root"><div data-server-slot="">${slot.html}</div></div>${data}`);
}
