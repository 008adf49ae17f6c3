import fp from 'fastify-plugin';

/**
 * Bad input answers 4xx with a JSON message; anything else is a bug, logged with the
 * request context and answered without leaking its message.
 */
export default fp(async (app) => {
  app.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown[] }, request, reply) => {
    if (error.validation) {
      return reply.status(400).send({ detail: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error, url: request.url, method: request.method }, 'request failed');
      return reply.status(500).send({ detail: 'Internal server error' });
    }
    return reply.status(status).send({ detail: error.message });
  });
}, { name: 'error-handler' });
