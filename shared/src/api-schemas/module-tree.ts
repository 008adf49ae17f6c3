/**
 * Calls `visit` with every module (an object with a `model`) in a page's modules, nested ones
 * included (sections, columns, a container's answer), in page order.
 */
export function forEachModule(modules: unknown, visit: (fields: Record<string, unknown>) => void): void {
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const fields = value as Record<string, unknown>;
      if (typeof fields.model === 'string') visit(fields);
      Object.values(fields).forEach(walk);
    }
  };
  walk(modules);
}
