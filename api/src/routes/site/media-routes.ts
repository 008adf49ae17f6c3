import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { ErrorDetail } from '@festival/shared/api-schemas/programme';
import { DEFAULT_MEDIA_WIDTH, MEDIA_FORMATS, MEDIA_WIDTHS, MediaFiles, parseMediaFileName } from '../../services/media/media-files';

const MediaQuery = Type.Object({
  w: Type.Optional(Type.Integer({ enum: [...MEDIA_WIDTHS], description: 'Width in pixels, one of the image breakpoints' })),
});

/** Generated pictures: GET /media/<name>.<jpg|webp|avif>?w=<width>, cached on disk and immutable. */
const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const files = new MediaFiles(path.join(app.config.workspaceRoot, 'api', 'data', 'media-cache'));

  app.get('/media/:file', {
    schema: {
      tags: ['media'],
      params: Type.Object({ file: Type.String() }),
      querystring: MediaQuery,
      response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'The image' }), 400: ErrorDetail, 404: ErrorDetail },
    },
  }, async (request, reply) => {
    const parsed = parseMediaFileName(request.params.file);
    if (!parsed) return reply.code(404).send({ detail: 'No such image' });
    const width = request.query.w ?? DEFAULT_MEDIA_WIDTH;
    const data = await files.get(parsed.name, parsed.format, width);
    return reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .type(MEDIA_FORMATS[parsed.format])
      .send(data);
  });
};
export default mediaRoutes;
