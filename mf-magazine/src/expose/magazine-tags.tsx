import { parcelLifecycles } from '@festival/shared/ui/parcel-lifecycles';
import { MagazineTags } from '../features/tags/components/magazine-tags';
import '../i18n/magazine-resources';
import '../magazine.css';

export const { bootstrap, mount, unmount, update } = parcelLifecycles(MagazineTags);
