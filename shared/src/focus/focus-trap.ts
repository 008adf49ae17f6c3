/** A React or a DOM keyboard event: the trap listens on its dialog or on the document. */
type TabEvent = Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** Whether Tab can reach the element: not hidden, and not inside a closed <details> (its summary excepted). */
function reachable(element: HTMLElement): boolean {
  if (element.closest('[hidden]')) return false;
  const details = element.parentElement?.closest('details');
  if (details && !details.open && !(element.tagName === 'SUMMARY' && element.parentElement === details)) return false;
  return true;
}

/** What Tab moves through inside a container, in document order. */
export function tabbableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(reachable);
}

/**
 * Keeps Tab and Shift+Tab inside a modal dialog (architecture: dialogs with a focus trap): past
 * the last element focus wraps to the first, and focus that has left the dialog comes back.
 */
export function trapTab(event: TabEvent, dialog: HTMLElement | null): void {
  if (event.key !== 'Tab' || !dialog) return;
  const focusable = tabbableIn(dialog);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const inside = focusable.includes(document.activeElement as HTMLElement);
  if (event.shiftKey && (document.activeElement === first || !inside)) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
    event.preventDefault();
    first?.focus();
  }
}
