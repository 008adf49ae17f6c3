import { createHash } from 'node:crypto';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { ErrorDetail, Line } from '@festival/shared/api-schemas/common-schemas';
import { MEDIA_RATIO_NAMES, type MediaRatio } from '@festival/shared/media/image-sources';
import { focalPointOfName } from '../../services/media/focal-points';
import { MediaNames } from '../../services/media/media-names';
import { parseByteRange, readVideo } from '../../services/media/media-videos';
import { DEFAULT_MEDIA_WIDTH, MEDIA_FORMATS, MEDIA_WIDTHS, MediaFiles, parseMediaFileName } from '../../services/media/media-files';
import { isUploadedName, uploadedOriginals } from '../../services/media/uploaded-originals';

const Percent = Type.Integer({ minimum: 0, maximum: 100 });
const MediaQuery = Type.Object({
  w: Type.Optional(Type.Integer({ enum: [...MEDIA_WIDTHS], description: 'Width in pixels, one of the image breakpoints' })),
  ratio: Type.Optional(Type.String({ enum: MEDIA_RATIO_NAMES, description: 'Crop to this aspect ratio around the picture\'s focal point' })),
  // The focal point in the address makes a moved point a new file for every cache; the crop uses the stored point.
  fx: Type.Optional(Percent),
  fy: Type.Optional(Percent),
});

/**
 * Generated and uploaded pictures: GET /media/<name>.<jpg|webp|avif>?w=<width> for the names the
 * site uses and the uploads that exist, at the fixed widths, cached on disk (bounded) and immutable;
 * the shipped demo videos: GET /media/video/<name>.mp4 with byte ranges.
 */
const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cacheDir = path.join(app.config.workspaceRoot, 'api', 'data', 'media-cache');
  const files = new MediaFiles(cacheDir, uploadedOriginals(app.config), app.config.mediaCacheBytes);
  const names = new MediaNames(app.db.kysely, app.changes);

  app.get('/media/:file', {
    schema: {
      tags: ['media'],
      params: Type.Object({ file: Line({ maxLength: 200 }) }),
      querystring: MediaQuery,
      response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'The image' }), 304: Type.Null({ description: 'Not modified' }), 400: ErrorDetail, 404: ErrorDetail },
    },
  }, async (request, reply) => {
    const parsed = parseMediaFileName(request.params.file);
    if (!parsed || !(isUploadedName(parsed.name) || (await names.has(parsed.name)))) return reply.code(404).send({ detail: 'No such image' });
    const width = request.query.w ?? DEFAULT_MEDIA_WIDTH;
    const ratio = request.query.ratio as MediaRatio | undefined; // cast: the schema allows only MEDIA_RATIO_NAMES
    const crop = ratio ? { ratio, focus: await focalPointOfName(app.db.kysely, parsed.name) } : null;
    const data = await files.get(parsed.name, parsed.format, width, crop);
    if (!data) return reply.code(404).send({ detail: 'No such image' });
    const etag = `"${createHash('sha1').update(data).digest('base64url')}"`;
    reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
    return reply.type(MEDIA_FORMATS[parsed.format]).send(data);
  });

  app.get('/media/video/:file', {
    schema: {
      tags: ['media'],
      params: Type.Object({ file: Line({ maxLength: 200 }) }),
      response: {
        200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'MP4 video' }),
        206: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'The requested byte range' }),
        404: ErrorDetail,
        416: ErrorDetail,
      },
    },
  }, async (request, reply) => {
    const video = await readVideo(request.params.file);
    if (!video) return reply.code(404).send({ detail: 'No such video' });
    reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('Accept-Ranges', 'bytes');
    const range = parseByteRange(request.headers.range, video.length);
    if (range === 'unsatisfiable') {
      return reply.code(416).header('Content-Range', `bytes */${video.length}`).send({ detail: 'Range not satisfiable' });
    }
    if (!range) return reply.type('video/mp4').send(video);
    return reply
      .code(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${video.length}`)
      .type('video/mp4')
      .send(video.subarray(range.start, range.end + 1));
  });
};
export default mediaRoutes;
