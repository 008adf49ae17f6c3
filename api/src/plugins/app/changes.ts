import fp from 'fastify-plugin';
import { InProcessChangeBus, type ChangeBus } from '../../services/changes/change-bus';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where writes announce what changed and caches hear of it (services/changes/change-bus.ts). */
    changes: ChangeBus;
  }
}

export default fp(async (app) => {
  const bus = new InProcessChangeBus(app.log);
  app.decorate('changes', bus);
  app.addHook('onClose', async () => bus.close());
}, { name: 'changes' });
