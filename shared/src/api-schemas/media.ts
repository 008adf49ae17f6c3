import { Type, type Static } from '@sinclair/typebox';
import { ImageThumbnails, SizedImageObj } from './images';
import { Line, Paged } from './common-schemas';

/**
 * POST /api/media/images/ (editors only, X-CSRFToken): multipart/form-data with the picture in
 * `file`, its alt text in `alt` (required) and `copyright`. The answer is the image as the
 * module fields hold it: `image` goes into a module's `image`, `image_obj.alt` and
 * `image_obj.copyright` into its `image_alt` and `image_copyright`; the media route renders it
 * at every breakpoint of spec §9 as jpg, webp and avif. Bad input answers 400 `{detail, field}`,
 * a file over the limit 413.
 */
export const MEDIA_IMAGES_PATH = '/api/media/images/';

/** Judged by the file's first bytes; the declared type and name are not trusted. */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export const UPLOAD_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export const UploadedImage = Type.Object({
  id: Type.Integer(),
  /** /media/<name>.jpg, the value of a module's `image`. */
  image: Type.String(),
  image_obj: SizedImageObj,
  image_thumbnails: ImageThumbnails,
});
export type UploadedImage = Static<typeof UploadedImage>;

export const UploadError = Type.Object({ detail: Type.String(), field: Type.Optional(Type.String()) });

/*
 * The media library (editors only), under /api/media/images/:
 *
 *   GET    ?q=&page=   the uploaded pictures, newest first; q searches alt text, copyright and name
 *   PATCH  {id}/       alt, copyright, focal_x, focal_y (0–1: the point every crop keeps in view)
 *   DELETE {id}/       an unused picture; a used one answers 409 naming where it is used
 */
export const mediaImagePath = (id: number | string) => `${MEDIA_IMAGES_PATH}${id}/`;
export const MEDIA_LIBRARY_PAGE_SIZE = 24;

export const MediaLibraryQuery = Type.Object({
  q: Type.Optional(Line({ maxLength: 100 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
});

export const MediaImage = Type.Object({
  ...UploadedImage.properties,
  name: Type.String(),
  size: Type.Integer({ description: 'Bytes of the original' }),
  focal_x: Type.Number({ minimum: 0, maximum: 1 }),
  focal_y: Type.Number({ minimum: 0, maximum: 1 }),
  created_at: Type.String(),
});
export type MediaImage = Static<typeof MediaImage>;

export const MediaImagePage = Paged(MediaImage);
export type MediaImagePage = Static<typeof MediaImagePage>;

export const MediaImagePatch = Type.Object({
  alt: Type.Optional(Line({ minLength: 1, maxLength: 500 })),
  copyright: Type.Optional(Line({ maxLength: 300 })),
  focal_x: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
  focal_y: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
}, { additionalProperties: false, minProperties: 1 });
export type MediaImagePatch = Static<typeof MediaImagePatch>;

/** Where a picture is used: what it is, its id and a name a person knows it by. */
export const MediaImageUse = Type.Object({
  kind: Type.Union(['page', 'container', 'article', 'event', 'person', 'production', 'series', 'venue'].map((kind) => Type.Literal(kind))),
  id: Type.Integer(),
  title: Type.String(),
});
export type MediaImageUse = Static<typeof MediaImageUse>;

export const MediaImageInUse = Type.Object({ detail: Type.String(), uses: Type.Array(MediaImageUse) });

/** One picture of the library with every place it is used (the library's own page). */
export const MediaImageDetail = Type.Composite([MediaImage, Type.Object({ uses: Type.Array(MediaImageUse) })]);
export type MediaImageDetail = Static<typeof MediaImageDetail>;
