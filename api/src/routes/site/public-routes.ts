import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { API_DIR } from '../../api-dir';

/**
 * Files at the site root that belong to no build: the installed app's icons and the custom error
 * pages /html/{status}.html (spec §2 error page). Each is served fresh, so that a change reaches
 * browsers on their next visit. The service worker is the shell's build's (/sw.js).
 */
/** api/public: shipped with the api's code, whatever workspace the builds are served from. */
const PUBLIC_DIR = path.join(API_DIR, 'public');

const publicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(fastifyStatic, {
    root: PUBLIC_DIR,
    prefix: '/',
    // One route per file found at start: a missing file falls to the document route's 404.
    wildcard: false,
    index: false,
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply: FastifyReply): void => {
      reply.servesFile = true;
      reply.header('Cache-Control', 'no-cache');
    },
  });
};
export default publicRoutes;
