import { parcelLifecycles } from '@festival/shared/ui/parcel-lifecycles';
import { TagDetail } from '../features/tags/components/tag-detail';
import '../i18n/magazine-resources';
import '../magazine.css';

export const { bootstrap, mount, unmount, update } = parcelLifecycles(TagDetail);
