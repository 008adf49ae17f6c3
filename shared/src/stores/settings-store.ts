import { create } from 'zustand';
import type { Settings } from '@festival/shared/api-schemas/content';
import { chromeGet } from '@festival/shared/api-client/chrome-get';

/** Site settings (spec §3): online flags and the footer and header code blocks; loaded once per page. */
export interface SettingsState {
  settings: Settings | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  load: () => Promise<void>;
}

let pending: Promise<void> | null = null;

export const useSettingsStore = create<SettingsState>()((set, get) => ({
  settings: null,
  status: 'idle',
  load: () => {
    if (get().status === 'ready') return Promise.resolve();
    if (pending) return pending;
    set({ status: 'loading' });
    pending = chromeGet('settings', null)
      .then(
        (settings) => set({ settings, status: 'ready' }),
        (error: unknown) => {
          // Spec §8: a failing settings request is reported, the page carries on.
          console.error('settings', error);
          set({ status: 'failed' });
        },
      )
      .finally(() => {
        pending = null;
      });
    return pending;
  },
}));

/** Spec §6: cart and account show "Webshop offline" when the shop is offline. */
export function isShopOffline(state: Pick<SettingsState, 'settings'>): boolean {
  return state.settings?.is_shop_online === false;
}
