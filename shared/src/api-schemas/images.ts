import { Type, type Static } from '@sinclair/typebox';

/** One picture as every api answer gives it. */
/** The point of a picture that stays in view in every crop, as fractions of its width and height (media library). */
export const FocalPoint = Type.Object({ x: Type.Number({ minimum: 0, maximum: 1 }), y: Type.Number({ minimum: 0, maximum: 1 }) });
export type FocalPoint = Static<typeof FocalPoint>;

export const ImageObj = Type.Object({
  url: Type.String(),
  alt: Type.String(),
  copyright: Type.String(),
  /** Set for an uploaded picture whose focal point an editor moved from the middle. */
  focus: Type.Optional(FocalPoint),
});
export type ImageObj = Static<typeof ImageObj>;

/** A picture whose pixel size is known (the programme's generated images). */
export const SizedImageObj = Type.Composite([ImageObj, Type.Object({ width: Type.Integer(), height: Type.Integer() })]);
export type SizedImageObj = Static<typeof SizedImageObj>;

/** Renditions at the spec's breakpoints (§9): small 640, medium 1024, large 1536 px wide. */
export const ImageThumbnails = Type.Object({
  small: Type.String(),
  medium: Type.String(),
  large: Type.String(),
});
export type ImageThumbnails = Static<typeof ImageThumbnails>;
