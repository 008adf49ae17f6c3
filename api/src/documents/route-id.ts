/** The numeric id in a route parameter, or null for anything else (the document answers 404). */
export function routeId(raw: string | undefined): number | null {
  return raw && /^[1-9][0-9]{0,8}$/.test(raw) ? Number(raw) : null;
}
