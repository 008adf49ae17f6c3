import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const siteRoutes: FastifyPluginAsyncTypebox = async () => {};
export default siteRoutes;
