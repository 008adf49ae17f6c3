import type { Generated, Insertable, Selectable } from 'kysely';

/** A picture an editor uploaded; its original lives on disk under the upload folder, by name. */
export interface MediaImageTable {
  id: Generated<number>;
  /** upload-<hex>: the /media/<name>.<format> address. */
  name: string;
  mime_type: string;
  size: number;
  width: number;
  height: number;
  alt: string;
  copyright: string;
  /** The point that stays in view in every crop, as fractions of the width and height (0–1). */
  focal_x: Generated<number>;
  focal_y: Generated<number>;
  user_id: number | null;
  created_at: string;
}
export type MediaImageRow = Selectable<MediaImageTable>;
export type NewMediaImage = Insertable<MediaImageTable>;
