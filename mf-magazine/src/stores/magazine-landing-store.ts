import { createStore } from 'zustand';
import type { ArticleCategory, ArticleCard } from '@festival/shared/api-schemas/content-modules';

/** Spec §3: what the magazine landing shows beside its article list. */
export interface MagazineLandingState {
  /** The article categories; a failed load leaves it empty (spec §8). */
  category: ArticleCategory[];
  /** The featured article of the landing, if there is one. */
  teaser: ArticleCard | null;
  loadCategories: (fetchCategories: () => Promise<ArticleCategory[]>) => Promise<void>;
  loadTeaser: (fetchTeaser: () => Promise<ArticleCard | null>) => Promise<void>;
}

/** One per mounted landing, so two parcels never share one. */
export function createMagazineLandingStore() {
  return createStore<MagazineLandingState>()((set) => ({
    category: [],
    teaser: null,

    loadCategories: async (fetchCategories) => {
      try {
        set({ category: await fetchCategories() });
      } catch (error) {
        console.error('article categories', error);
        set({ category: [] });
      }
    },

    loadTeaser: async (fetchTeaser) => {
      try {
        set({ teaser: await fetchTeaser() });
      } catch (error) {
        // The featured teaser is an extra above the list: without it the landing still works.
        console.error('articles teaser', error);
        set({ teaser: null });
      }
    },
  }));
}

export type MagazineLandingStore = ReturnType<typeof createMagazineLandingStore>;
