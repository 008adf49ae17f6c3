import fp from 'fastify-plugin';
import { BadRequestError } from '../../services/common/http-errors';

function nonFinite(values: unknown): string | null {
  if (!values || typeof values !== 'object') return null;
  for (const [key, value] of Object.entries(values)) {
    const items: unknown[] = Array.isArray(value) ? value : [value];
    if (items.some((item) => typeof item === 'number' && !Number.isFinite(item))) return key;
  }
  return null;
}

/**
 * Ajv coerces the text "Infinity" in a path or query to a number and then skips minimum and
 * maximum for it (they only test finite numbers), so `/api/events/Infinity/` reached the
 * database. Checked here once for every route, after validation.
 */
export default fp(async (app) => {
  app.addHook('preHandler', (request, _reply, done) => {
    const inParams = nonFinite(request.params);
    const key = inParams ?? nonFinite(request.query);
    if (key) {
      done(new BadRequestError(`${inParams ? 'params' : 'querystring'}/${key} must be a finite number`));
      return;
    }
    done();
  });
}, { name: 'finite-numbers' });
