import { Type, type Static } from '@sinclair/typebox';

/** One picture as every api answer gives it. */
export const ImageObj = Type.Object({
  url: Type.String(),
  alt: Type.String(),
  copyright: Type.String(),
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
