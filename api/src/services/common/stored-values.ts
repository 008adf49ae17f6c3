/** Booleans are stored as 0/1 integers on both databases. */
export function bool(value: number | boolean): boolean {
  return value === 1 || value === true;
}

/** Stored JSON text, parsed; a malformed value is a data bug and throws. */
export function parseJson<T>(text: string): T {
  return JSON.parse(text) as T;
}
