import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_TYPES, type UploadedImage } from '@festival/shared/api-schemas/media';
import type { ModuleFieldError } from '@festival/shared/validation/module-rules';
import type { MediaImageRow } from '../../db/tables/media-images.table';
import { imageThumbnails } from '../common/image-thumbnails';
import { sniffFileType } from '../common/sniff-file-type';
import { runEditorWrite, type EditorWriteContext } from '../editing/write-pipeline';
import { insertMediaImage } from './media-images-repository';
import type { UploadedOriginals } from './uploaded-originals';

/** The same limits as a module's image_alt and image_copyright (module-inputs.ts). */
const ALT_MAX = 500;
const COPYRIGHT_MAX = 300;
/** Decoding a larger picture would hold hundreds of MB in memory for one request. */
const MAX_PIXELS = 40_000_000;

export interface ImageUpload {
  /** null: the request held no file. */
  data: Buffer | null;
  alt: string;
  copyright: string;
}

interface Picture {
  mime: string;
  width: number;
  height: number;
}

/** What the file is, by its first bytes and by decoding its header; null when it is no picture we take. */
async function inspect(data: Buffer): Promise<Picture | null> {
  if (data.length === 0 || data.length > UPLOAD_IMAGE_MAX_BYTES) return null;
  const type = await sniffFileType(data);
  if (!type || !(UPLOAD_IMAGE_TYPES as readonly string[]).includes(type.mime)) return null;
  try {
    const meta = await sharp(data, { limitInputPixels: MAX_PIXELS }).metadata();
    if (!meta.width || !meta.height) return null;
    // EXIF orientations 5 to 8 turn the picture a quarter, as the renditions will.
    const turned = (meta.orientation ?? 1) >= 5;
    return { mime: type.mime, width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height };
  } catch {
    return null;
  }
}

export function uploadedImageAnswer(row: MediaImageRow): UploadedImage {
  const image = `/media/${row.name}.jpg`;
  return {
    id: row.id,
    image,
    image_obj: { url: image, alt: row.alt, copyright: row.copyright, width: row.width, height: row.height },
    image_thumbnails: imageThumbnails(image)!, // non-null: the address is set
  };
}

/**
 * POST /api/media/images/: an editor's picture, checked by its bytes, stored with its alt text
 * and copyright through the editor write path; the media route renders its sizes and formats.
 */
export async function uploadImage(ctx: EditorWriteContext, originals: UploadedOriginals, upload: ImageUpload): Promise<UploadedImage> {
  const picture = upload.data ? await inspect(upload.data) : null;
  const alt = upload.alt.trim();
  const copyright = upload.copyright.trim();
  const name = `upload-${randomBytes(16).toString('hex')}`;
  const write = runEditorWrite(ctx, {
    validate: () => {
      const errors: ModuleFieldError[] = [];
      if (!upload.data) errors.push({ field: 'file', message: 'required' });
      else if (!picture) errors.push({ field: 'file', message: 'imageFile', values: { max: UPLOAD_IMAGE_MAX_BYTES / 1024 / 1024 } });
      if (!alt) errors.push({ field: 'alt', message: 'altRequired' });
      else if (alt.length > ALT_MAX) errors.push({ field: 'alt', message: 'tooLong', values: { max: ALT_MAX } });
      if (copyright.length > COPYRIGHT_MAX) errors.push({ field: 'copyright', message: 'tooLong', values: { max: COPYRIGHT_MAX } });
      return errors;
    },
    sanitize: () => ({ alt, copyright, picture: picture!, data: upload.data! }), // non-null: validate passed
    save: async (tx, input) => {
      await originals.write(name, input.data);
      const row = await insertMediaImage(tx, {
        name, mime_type: input.picture.mime, size: input.data.length, width: input.picture.width, height: input.picture.height,
        alt: input.alt, copyright: input.copyright, user_id: ctx.user.id, created_at: ctx.now.toISOString(),
      });
      return {
        result: uploadedImageAnswer(row),
        audit: { action: 'media.upload', entityType: 'media_image', entityId: row.id, summary: { name, alt: input.alt, copyright: input.copyright } },
        announce: [],
      };
    },
  });
  try {
    return await write;
  } catch (error) {
    // The transaction rolled back: its file goes too (nothing was written if validation failed).
    await originals.remove(name);
    throw error;
  }
}
