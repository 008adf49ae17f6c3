import { useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '@festival/shared/i18n/locales';
import { getAutocomplete } from './get-search';

/** Suggestions are asked once the typing pauses this long: one request per pause, not per key. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 250;

export interface AutocompleteState {
  suggestions: string[];
  open: boolean;
  /** Ask for suggestions for the text after the pause (empty text closes the list at once). */
  request: (text: string) => void;
  close: () => void;
}

/**
 * Spec §4 Autocomplete: asked for non-empty text only, lowercased, after a pause in typing;
 * a newer request cancels the one waiting or running; failures are reported and otherwise ignored.
 */
export function useAutocomplete(locale: Locale): AutocompleteState {
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [open, setOpen] = useState(false);
  const running = useRef<AbortController | null>(null);
  const waiting = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancel = useCallback(() => {
    if (waiting.current) clearTimeout(waiting.current);
    waiting.current = null;
    running.current?.abort();
  }, []);

  const close = useCallback(() => {
    cancel();
    setOpen(false);
  }, [cancel]);

  const request = useCallback(
    (text: string) => {
      cancel();
      if (!text.trim()) {
        setOpen(false);
        setSuggestions([]);
        return;
      }
      setOpen(true);
      waiting.current = setTimeout(() => {
        const controller = new AbortController();
        running.current = controller;
        getAutocomplete(text.trim(), locale, controller.signal).then(
          (answer) => {
            if (!controller.signal.aborted) setSuggestions(answer.suggestions);
          },
          (error: unknown) => {
            if (controller.signal.aborted) return;
            console.error('autocomplete', error);
            setSuggestions([]);
          },
        );
      }, AUTOCOMPLETE_DEBOUNCE_MS);
    },
    [locale, cancel],
  );

  useEffect(() => cancel, [cancel]);
  return { suggestions, open, request, close };
}
