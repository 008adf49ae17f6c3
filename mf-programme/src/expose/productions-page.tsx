import { parcelLifecycles } from '@festival/shared/ui/parcel-lifecycles';
import { ProductionsPage } from '../features/productions/components/productions-page';
import '../i18n/programme-resources';
import '../programme.css';

export const { bootstrap, mount, unmount, update } = parcelLifecycles(ProductionsPage);
