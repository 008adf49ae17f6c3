import { ROUTE_DATA_ELEMENT_ID } from '@festival/shared/ssr/route-data';
import type { ServerModuleSlot, ServerPage, ServerPayload, ServerSlot } from '@festival/shared/ssr/server-slot';
import { serverSlotSelector } from '@festival/shared/ssr/slot-markers';
import type { ChromeData } from '@festival/shared/ssr/chrome-data';
import { toChromeData } from '../chrome/chrome-data';

export interface ServerRendered {
  /** #root holds server HTML: hydrate it instead of rendering anew. */
  hydrate: boolean;
  chrome: ChromeData | null;
  slot: ServerSlot | null;
  page: ServerPage | null;
  modules: ServerModuleSlot[];
}

function payloadOf(doc: Document): Partial<ServerPayload> | null {
  const text = doc.getElementById(ROUTE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? value : null;
  } catch (error) {
    console.error('route data', error);
    return null;
  }
}

/** The CMS modules the server rendered, each with the HTML of its element. */
function modulesOf(root: HTMLElement | null, served: ServerPayload['modules']): ServerModuleSlot[] {
  if (!root || !Array.isArray(served)) return [];
  return served.flatMap(({ slug, module, data }) => {
    const element = root.querySelector(serverSlotSelector(slug));
    return element ? [{ slug, module, data, html: element.innerHTML }] : [];
  });
}

/** What the server rendered #root with (its #route-data), read once before the first render. */
export function readServerRendered(doc: Document): ServerRendered {
  const payload = payloadOf(doc);
  const root = doc.getElementById('root');
  const chrome = toChromeData(payload?.chrome);
  const slotData = payload?.slot ?? null;
  const slotElement = root?.querySelector(serverSlotSelector());
  return {
    hydrate: chrome !== null && (root?.childElementCount ?? 0) > 0,
    chrome,
    slot: slotData && slotElement ? { module: slotData.module, data: slotData.data, html: slotElement.innerHTML } : null,
    page: payload?.page ?? null,
    modules: modulesOf(root, payload?.modules),
  };
}
