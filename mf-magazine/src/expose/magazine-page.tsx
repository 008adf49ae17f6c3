import { parcelLifecycles } from '@festival/shared/ui/parcel-lifecycles';
import { MagazinePage } from '../features/magazine/components/magazine-page';
import '../i18n/magazine-resources';
import '../magazine.css';

export const { bootstrap, mount, unmount, update } = parcelLifecycles(MagazinePage);
