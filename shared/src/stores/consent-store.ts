import { create } from 'zustand';
import { readCookie, writeCookie } from '@festival/shared/cookies/cookies';
import { useHydrated } from '@festival/shared/ssr/use-hydrated';

/** Spec §9 cookie categories: required is always on, the others need the visitor's consent. */
export const CONSENT_CATEGORIES = ['required', 'tracking', 'external_media'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type OptionalCategory = Exclude<ConsentCategory, 'required'>;
export type ConsentChoice = Record<OptionalCategory, boolean>;

export const CONSENT_COOKIE = 'cookie_consent';
const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const NONE: ConsentChoice = { tracking: false, external_media: false };

export interface ConsentState {
  /** null until the visitor has decided; nothing optional loads before that. */
  choice: ConsentChoice | null;
  dialogOpen: boolean;
  save: (choice: ConsentChoice) => void;
  openDialog: () => void;
  closeDialog: () => void;
  /** Reads the stored decision again (on start and in tests). */
  restore: () => void;
}

function parseChoice(raw: string | null): ConsentChoice | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const stored = value as Partial<Record<OptionalCategory, unknown>>;
    return { tracking: stored.tracking === true, external_media: stored.external_media === true };
  } catch {
    return null;
  }
}

function storedChoice(): ConsentChoice | null {
  return typeof document === 'undefined' ? null : parseChoice(readCookie(CONSENT_COOKIE));
}

/** Shared by the shell's cookie manager and every embed, so one decision unlocks all of them. */
export const useConsentStore = create<ConsentState>()((set) => ({
  choice: storedChoice(),
  dialogOpen: false,
  save: (choice) => {
    writeCookie(CONSENT_COOKIE, JSON.stringify(choice), { maxAgeSeconds: CONSENT_MAX_AGE_SECONDS });
    set({ choice, dialogOpen: false });
  },
  openDialog: () => set({ dialogOpen: true }),
  closeDialog: () => set({ dialogOpen: false }),
  restore: () => set({ choice: storedChoice(), dialogOpen: false }),
}));

export function hasConsent(state: Pick<ConsentState, 'choice'>, category: ConsentCategory): boolean {
  if (category === 'required') return true;
  return (state.choice ?? NONE)[category];
}

/**
 * Whether the visitor consented to the category, for rendering: the consent is the visitor's, so
 * the server and the hydrating render see none and what it unlocks follows once hydrated.
 */
export function useConsent(category: OptionalCategory): boolean {
  const consented = useConsentStore((state) => hasConsent(state, category));
  return useHydrated() && consented;
}
