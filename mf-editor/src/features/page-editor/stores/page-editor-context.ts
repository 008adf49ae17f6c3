import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { PageEditorState, PageEditorStore } from './page-editor-store';

/** Each mounted page editor has its own store (a parcel may mount twice). */
export const PageEditorContext = createContext<PageEditorStore | null>(null);

export function usePageEditor<T>(selector: (state: PageEditorState) => T): T {
  const store = useContext(PageEditorContext);
  if (!store) throw new Error('usePageEditor outside a page editor');
  return useStore(store, selector);
}
