/**
 * The meta tag that names, in a page the worker answered from its copy, when the server sent it:
 * the worker writes it (offline-page.ts), the shell's offline note reads it (online-status.tsx).
 */
export const STORED_COPY_META = 'festival-stored-copy';
