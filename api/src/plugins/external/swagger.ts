import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';

export default fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Festival API', version: '1.0.0' },
      components: {},
    },
    hideUntagged: false,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}, { name: 'swagger' });
