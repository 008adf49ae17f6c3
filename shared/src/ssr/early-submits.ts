declare global {
  interface Window {
    /** Set by the shell's index.html while it holds forms submitted before the page was hydrated. */
    __releaseEarlySubmits?: () => void;
  }
}

/**
 * Stops holding the server page's forms and submits again the one the visitor submitted while
 * the page was inert (index.html holds it). Called once the page's own code has hydrated, so
 * that its onSubmit takes the form; later calls do nothing.
 */
export function releaseEarlySubmits(): void {
  if (typeof window !== 'undefined') window.__releaseEarlySubmits?.();
}
