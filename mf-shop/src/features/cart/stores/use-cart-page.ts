import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { Locale } from '@festival/shared/i18n/locales';
import { createCartPageStore, type CartPageState } from './cart-page-store';

/** A cart store of the page's own, loaded on mount and again when the language changes. */
export function useCartPage(locale: Locale): CartPageState {
  const [store] = useState(createCartPageStore);
  useEffect(() => {
    void store.getState().load(locale);
  }, [store, locale]);
  return useStore(store);
}
