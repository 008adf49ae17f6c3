import fp from 'fastify-plugin';

/**
 * Once the app is closing, answers still in flight end their connection: a keep-alive client
 * would otherwise hold the server open until its idle timeout, far past the shutdown limit.
 */
export default fp(async (app) => {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}, { name: 'connection-close' });
