import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { useOutsidePointer } from './use-outside-pointer';

/**
 * A header dropdown's state: its button toggles it; Escape (focus back on the button) or a
 * pointer outside its root closes it.
 */
export function useDropdown() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpen(false), []);
  useOutsidePointer([rootRef], open, close);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };
  const toggle = () => setOpen((value) => !value);

  return { open, close, rootRef, buttonRef, onKeyDown, toggle };
}
