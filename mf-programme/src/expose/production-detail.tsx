import { parcelLifecycles } from '@festival/shared/ui/parcel-lifecycles';
import { ProductionDetail } from '../features/productions/components/production-detail';
import '../i18n/programme-resources';
import '../programme.css';

export const { bootstrap, mount, unmount, update } = parcelLifecycles(ProductionDetail);
