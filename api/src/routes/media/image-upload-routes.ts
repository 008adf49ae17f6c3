import type { Multipart } from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorDetail, IdParams } from '@festival/shared/api-schemas/common-schemas';
import {
  MEDIA_IMAGES_PATH, MediaImage, MediaImageDetail, MediaImageInUse, MediaImagePage, MediaImagePatch, MediaLibraryQuery, UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_TYPES,
  UploadedImage, UploadError,
} from '@festival/shared/api-schemas/media';
import { FieldErrors } from '@festival/shared/api-schemas/pageeditor-writes';
import { requireEditor } from '../../plugins/app/require-editor';
import { multipartFields, readMultipart } from '../../plugins/external/multipart';
import { pagedResult } from '../../services/common/paging';
import { uploadImage, type ImageUpload } from '../../services/media/image-uploads';
import { deleteMediaImage, listMediaImages, mediaImageDetail, mediaLibraryPaging, updateMediaImage } from '../../services/media/media-library';
import { uploadedOriginals } from '../../services/media/uploaded-originals';
import { editorContext } from '../pageeditor/editor-context';

const UploadForm = Type.Object({ file: Type.String({ format: 'binary' }), alt: Type.String(), copyright: Type.Optional(Type.String()) });

/** The parts of the form: the file and the two texts, in any order; other parts are ignored. */
async function readUpload(parts: AsyncIterableIterator<Multipart>): Promise<ImageUpload> {
  const upload: ImageUpload = { data: null, alt: '', copyright: '' };
  for await (const part of parts) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (part.fieldname === 'file') upload.data = data;
    } else if (part.fieldname === 'alt' || part.fieldname === 'copyright') {
      upload[part.fieldname] = String(part.value);
    }
  }
  return upload;
}

/** Editors upload pictures for the page modules (spec §3 images, §9 sizes and formats) and keep them in the media library. */
const imageUploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const originals = uploadedOriginals(app.config);
  app.addHook('onRequest', requireEditor);
  app.post(MEDIA_IMAGES_PATH, {
    config: multipartFields(UploadForm),
    schema: {
      tags: ['media'],
      summary: `Upload a picture (${UPLOAD_IMAGE_TYPES.join(', ')}; multipart fields file, alt (required), copyright); rendered at every breakpoint as jpg, webp and avif under /media/`,
      consumes: ['multipart/form-data'],
      response: { 201: UploadedImage, 400: FieldErrors, 401: ErrorDetail, 403: ErrorDetail, 413: UploadError },
    },
  }, async (request, reply) => {
    // A body of another kind holds no file: the service answers 400 naming the field.
    const upload = request.isMultipart() ? await readMultipart(request, UPLOAD_IMAGE_MAX_BYTES, readUpload) : { data: null, alt: '', copyright: '' };
    const image = await uploadImage(editorContext(app, request), originals, upload);
    return reply.status(201).send(image);
  });

  app.get(MEDIA_IMAGES_PATH, {
    schema: {
      tags: ['media'], summary: 'The media library: uploaded pictures, newest first; q searches alt text, copyright and name',
      querystring: MediaLibraryQuery, response: { 200: MediaImagePage, 401: ErrorDetail, 403: ErrorDetail },
    },
  }, async (request) => {
    const paging = mediaLibraryPaging(request.query.page);
    const { count, results } = await listMediaImages(app.db.kysely, request.query.q ?? '', paging);
    return pagedResult(request, paging, count, results);
  });

  app.get(`${MEDIA_IMAGES_PATH}:id/`, {
    schema: {
      tags: ['media'], summary: 'One picture of the library with the places it is used',
      params: IdParams, response: { 200: MediaImageDetail, 401: ErrorDetail, 403: ErrorDetail, 404: ErrorDetail },
    },
  }, async (request) => mediaImageDetail(app.db.kysely, request.params.id));

  app.patch(`${MEDIA_IMAGES_PATH}:id/`, {
    schema: {
      tags: ['media'], summary: 'Alt text, copyright and focal point (0–1) of a picture',
      params: IdParams, body: MediaImagePatch, response: { 200: MediaImage, 400: FieldErrors, 401: ErrorDetail, 403: ErrorDetail, 404: ErrorDetail },
    },
  }, async (request) => updateMediaImage(editorContext(app, request), request.params.id, request.body));

  app.delete(`${MEDIA_IMAGES_PATH}:id/`, {
    schema: {
      tags: ['media'], summary: 'Delete an unused picture; a used one answers 409 naming where it is used',
      params: IdParams, response: { 204: Type.Null(), 401: ErrorDetail, 403: ErrorDetail, 404: ErrorDetail, 409: MediaImageInUse },
    },
  }, async (request, reply) => {
    await deleteMediaImage(editorContext(app, request), originals, request.params.id);
    return reply.status(204).send(null);
  });
};
export default imageUploadRoutes;
