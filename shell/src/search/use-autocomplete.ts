import { useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '@festival/shared/i18n/locales';
import { getAutocomplete } from './get-search';

export interface AutocompleteState {
  suggestions: string[];
  open: boolean;
  /** Ask for suggestions for the text (empty text closes the list). */
  request: (text: string) => void;
  close: () => void;
}

/**
 * Spec §4 Autocomplete: asked for non-empty text only, lowercased; a newer request cancels the
 * one still running; failures are reported and otherwise ignored.
 */
export function useAutocomplete(locale: Locale): AutocompleteState {
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [open, setOpen] = useState(false);
  const running = useRef<AbortController | null>(null);

  const close = useCallback(() => {
    running.current?.abort();
    setOpen(false);
  }, []);

  const request = useCallback(
    (text: string) => {
      running.current?.abort();
      if (!text.trim()) {
        setOpen(false);
        setSuggestions([]);
        return;
      }
      setOpen(true);
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
    },
    [locale],
  );

  useEffect(() => () => running.current?.abort(), []);
  return { suggestions, open, request, close };
}
