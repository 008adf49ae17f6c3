import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { REMOTE_NAMES, remoteFolder } from '@festival/shared/remotes/remote-modules';
import { remoteManifestUrl } from '../../documents/remotes/remote-manifests';
import { isBuildInternal, staticHeaders } from './static-files';

const RemotesJson = Type.Record(Type.String(), Type.String(), {
  description: 'Manifest URL of each remote, keyed by federation name (mf_programme, …)',
});

/**
 * Where each remote lives right now (architecture: module federation contract), and the
 * embedded builds under /remotes/<folder>/. A missing build answers 404 for its files.
 */
const remoteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const folders = REMOTE_NAMES.map(remoteFolder);
  const roots = folders.map((folder) => path.join(app.config.workspaceRoot, folder, 'dist'));
  const setHeaders = staticHeaders(roots);
  for (const [index, folder] of folders.entries()) {
    await app.register(fastifyStatic, {
      root: roots[index] as string,
      prefix: `/remotes/${folder}/`,
      decorateReply: false,
      index: false,
      // The .br and .gz files the builds write beside each file (shared/build/webpack-common.js).
      preCompressed: true,
      cacheControl: false,
      allowedPath: (pathName: string) => !isBuildInternal(pathName),
      setHeaders,
    });
  }

  app.get('/remotes.json', { schema: { tags: ['site'], response: { 200: RemotesJson } } }, async (_request, reply) => {
    const remotes = Object.fromEntries(REMOTE_NAMES.map((name) => [name, remoteManifestUrl(app.config, name)]));
    reply.header('Cache-Control', 'no-cache');
    return remotes;
  });
};
export default remoteRoutes;
