import { ROUTE_DATA_ELEMENT_ID } from '@festival/shared/ssr/route-data';
import { scriptJson } from '@festival/shared/ssr/script-json';
import type { ServerPayload, ServerSlot } from '@festival/shared/ssr/server-slot';

/** The #route-data script: the slot's data for the browser to hydrate from. */
export function routeDataScript(payload: ServerPayload, nonce: string): string {
  return `<script type="application/json" id="${ROUTE_DATA_ELEMENT_ID}" nonce="${nonce}">${scriptJson(payload)}</script>`;
}

/**
 * The server-rendered slot in a document whose shell chrome is not rendered on the server: its
 * HTML inside #root, where the shell's first client render replaces it, and the route data
 * after it. Readable without JavaScript.
 */
export function withSlotMarkup(html: string, slot: ServerSlot, nonce: string): string {
  const payload: ServerPayload = { chrome: null, slot: { module: slot.module, data: slot.data } };
  return html
    .replace(/<div id="root"><\/div>/, () => `<div id="root"><div>${slot.html}</div></div>`)
    .replace(/<\/body>/i, () => `${routeDataScript(payload, nonce)}\n</body>`);
}
