import { useEffect, type RefObject } from 'react';
import { trapTab } from './focus-trap';

/** The open dialogs of this bundle, the last opened last: Tab is kept in that one (a panel opened inside the event overlay). */
const open: RefObject<HTMLElement | null>[] = [];

function onKeyDown(event: KeyboardEvent): void {
  // A dialog of another bundle (the shell's, a remote's) that handled this Tab already wins.
  if (!event.defaultPrevented) trapTab(event, open[open.length - 1]?.current ?? null);
}

/**
 * Keeps Tab and Shift+Tab inside a modal dialog while `active` (architecture: dialogs with a focus
 * trap). It listens on the document, not on the dialog: focus that has left the dialog (a click
 * behind a backdrop, an element that was replaced) comes back with the next Tab.
 */
export function useTabTrap(dialog: RefObject<HTMLElement | null>, active = true): void {
  useEffect(() => {
    if (!active) return undefined;
    if (open.length === 0) document.addEventListener('keydown', onKeyDown);
    open.push(dialog);
    return () => {
      open.splice(open.lastIndexOf(dialog), 1);
      if (open.length === 0) document.removeEventListener('keydown', onKeyDown);
    };
  }, [dialog, active]);
}
