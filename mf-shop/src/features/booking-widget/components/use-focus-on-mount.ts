import { useEffect, useRef } from 'react';

/**
 * A ref whose element takes the focus as it mounts: the heading of a step that replaced the
 * control the visitor pressed, so the focus never falls back to the page (WCAG 2.4.3).
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
