import type { SizedImageObj } from '@festival/shared/api-schemas/images';
import { DEFAULT_MEDIA_WIDTH } from '../media/media-files';
import { heightForWidth } from '../media/media-svg';

/** image_obj of a stored image path; generated media are 16:10 at 1280 px unless resized. */
export function imageObj(image: string | null, alt: string): SizedImageObj | null {
  if (!image) return null;
  return { url: image, alt, copyright: '', width: DEFAULT_MEDIA_WIDTH, height: heightForWidth(DEFAULT_MEDIA_WIDTH) };
}
