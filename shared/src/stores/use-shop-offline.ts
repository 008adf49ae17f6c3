import { useSyncExternalStore } from 'react';
import { isShopOffline, useSettingsStore } from '@festival/shared/stores/settings-store';

/**
 * Whether the shop is offline (spec §6), for what sells: booking controls, ticket badges, the
 * sticky booking bar. A remote's server render has no settings, so the server and the hydrating
 * render say "online"; React renders again right after hydration only where the shop is offline.
 */
export function useShopOffline(): boolean {
  return useSyncExternalStore(useSettingsStore.subscribe, () => isShopOffline(useSettingsStore.getState()), () => false);
}
