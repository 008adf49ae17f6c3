import { parcelLifecycles } from '@festival/shared/ui/parcel-lifecycles';
import { VenueDetail } from '../features/venues/components/venue-detail';
import '../i18n/programme-resources';
import '../programme.css';

export const { bootstrap, mount, unmount, update } = parcelLifecycles(VenueDetail);
