import { create } from 'zustand';
import { isApiError } from '@festival/shared/api-client/api-client';

interface ConflictOffer {
  /** Sends the refused write again over the other editor's change; null when the refused write cannot be. */
  keepMine: (() => Promise<void>) | null;
  offer: (keepMine: () => Promise<void>) => void;
  clear: () => void;
}

/** The conflict dialog's "keep my version", offered by the form whose save was refused as stale. */
export const useConflictOffer = create<ConflictOffer>()((set) => ({
  keepMine: null,
  offer: (keepMine) => set({ keepMine }),
  clear: () => set({ keepMine: null }),
}));

/**
 * After a save refused as stale (409 with the stored revision), offers to send it again based on
 * that revision: it then replaces what the other editor saved. Any other failure offers nothing.
 */
export function offerKeepMine(error: unknown, saveOver: (revision: number) => Promise<void>): void {
  if (!isApiError(error) || error.status !== 409) return;
  const revision = (error.data as { revision?: unknown } | undefined)?.revision;
  if (typeof revision === 'number') useConflictOffer.getState().offer(() => saveOver(revision));
}
