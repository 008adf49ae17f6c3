declare global {
  interface Window {
    /** Set by the shell's index.html while it holds a click made before the app started. */
    __takeEarlyClick?: () => HTMLElement | null;
    /**
     * Set by the shell's index.html: after a click on `clicked` (a control held, or a link left to
     * the browser), what to hold; shows or hides a panel opened early (data-opens-early) on the way.
     */
    __heldAfterClick?: (clicked: HTMLElement, held: HTMLElement | null, holding: boolean) => HTMLElement | null;
  }
}

/**
 * Stops the shell's index.html from holding clicks and returns the control clicked before the
 * app started (null if none): the app's own holder takes it over.
 */
export function takeEarlyClick(): HTMLElement | null {
  return typeof window === 'undefined' ? null : window.__takeEarlyClick?.() ?? null;
}

/** The controls whose click means an action; a click on a link or text is left to the browser. */
const ACTIONS = 'button, [role="button"], summary, input[type="checkbox"], input[type="radio"], input[type="submit"]';

/** A control whose click sends its form (the page's held submits take those: early-submits.ts). */
function submitsForm(control: HTMLElement): boolean {
  return (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) && control.type === 'submit' && control.form !== null;
}

export interface EarlyClicks {
  /** Clicks the control the visitor clicked while the HTML was inert, if it is still in the page. */
  replay: () => void;
  /** Stops holding clicks (the parcel took the HTML over, or the slot is gone). */
  release: () => void;
}

interface HoldOptions {
  leaveSubmits?: boolean;
  held?: HTMLElement | null;
  /**
   * Keeps the presses of a tap (pointer, mouse and touch, down and up) from the React root
   * hydrating the element too. Told of a press on HTML it has not hydrated yet, React hydrates
   * all of it at once, in one task (400–580 ms on a mid-tier phone for the shell), before the tap
   * is answered; without them hydration goes on in slices and the held click is taken at once.
   */
  holdPresses?: boolean;
}

/** The presses React hydrates at once for (its discrete events), save the click held itself. */
const PRESSES = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend'] as const;

/**
 * Server HTML that no parcel has hydrated yet looks ready but its buttons do nothing. While it is
 * held, a click on one of its controls is kept (the last one) instead of being lost, and replayed
 * once the parcel has hydrated the same elements. onReach tells that the visitor reaches for the
 * HTML (pointer, focus or click), so its remote should load now. `held` is a control clicked
 * before this holder started (takeEarlyClick), replayed unless a later click replaces it.
 */
export function holdEarlyClicks(
  element: HTMLElement,
  onReach: () => void,
  { leaveSubmits = false, held: heldBefore = null, holdPresses = false }: HoldOptions = {},
): EarlyClicks {
  let held: HTMLElement | null = heldBefore;
  const onClick = (event: MouseEvent) => {
    // A click elsewhere in the page (the burger, a filter) is not a reach for this HTML: loading
    // its remote then would put that work inside the tap the visitor made elsewhere.
    if (!(event.target instanceof Node) || !element.contains(event.target)) return;
    onReach();
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(ACTIONS) : null;
    if (!control || !element.contains(control) || (leaveSubmits && submitsForm(control))) {
      // A link followed hides a panel shown early (the burger's menu): the page moves on without it.
      const link = event.target instanceof Element ? event.target.closest<HTMLElement>('a[href]') : null;
      if (link && window.__heldAfterClick) held = window.__heldAfterClick(link, held, false);
      return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    held = window.__heldAfterClick ? window.__heldAfterClick(control, held, true) : control;
  };
  const onPress = (event: Event) => {
    if (event.target instanceof Node && element.contains(event.target)) event.stopPropagation();
  };
  const reach = () => onReach();
  // Caught on the way down from the document, before any React root above the element sees it: the
  // shell's root, finding a parcel's root inside still hydrating, drops the click (stopPropagation).
  const document = element.ownerDocument;
  document.addEventListener('click', onClick, true);
  if (holdPresses) for (const press of PRESSES) document.addEventListener(press, onPress, { capture: true, passive: true });
  element.addEventListener('pointerover', reach, { passive: true });
  element.addEventListener('focusin', reach);
  const release = () => {
    document.removeEventListener('click', onClick, true);
    for (const press of PRESSES) document.removeEventListener(press, onPress, true);
    element.removeEventListener('pointerover', reach);
    element.removeEventListener('focusin', reach);
  };
  return {
    replay: () => {
      release();
      const control = held;
      held = null;
      if (control?.isConnected) control.click();
    },
    release,
  };
}
