import { parcelLifecycles } from '@festival/shared/ui/parcel-lifecycles';
import { SeriesDetail } from '../features/series/components/series-detail';
import '../i18n/programme-resources';
import '../programme.css';

export const { bootstrap, mount, unmount, update } = parcelLifecycles(SeriesDetail);
