import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const programmeRoutes: FastifyPluginAsyncTypebox = async () => {};
export default programmeRoutes;
