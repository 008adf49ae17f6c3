import fp from 'fastify-plugin';

type Part = 'params' | 'querystring' | 'body';

/** The path ("/form", "/event_ids/0") of the first number that is not finite, or null. */
function nonFinite(value: unknown, path = ''): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (!value || typeof value !== 'object' || ArrayBuffer.isView(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nonFinite(item, `${path}/${key}`);
    if (found !== null) return found;
  }
  return null;
}

/** Shaped as a schema error, so the error handler answers it as every other one for the route. */
function nonFiniteError(part: Part, instancePath: string) {
  return Object.assign(new Error(`${part}${instancePath} must be a finite number`), {
    statusCode: 400,
    validationContext: part,
    validation: [{ keyword: 'type', instancePath, params: { type: 'number' } }],
  });
}

/**
 * Ajv coerces a text such as "Infinity" or "1e309" to a number and then skips minimum and
 * maximum for it (they only test finite numbers), so `/api/events/Infinity/` or a form entry for
 * form "1e309" reached the database. Checked here once for every route, after validation.
 */
export default fp(async (app) => {
  app.addHook('preHandler', (request, _reply, done) => {
    const parts: [Part, unknown][] = [['params', request.params], ['querystring', request.query], ['body', request.body]];
    for (const [part, values] of parts) {
      const instancePath = nonFinite(values);
      if (instancePath !== null) {
        done(nonFiniteError(part, instancePath));
        return;
      }
    }
    done();
  });
}, { name: 'finite-numbers' });
