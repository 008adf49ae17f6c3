import { parcelLifecycles } from '@festival/shared/ui/parcel-lifecycles';
import { EventDetail } from '../features/event-detail/components/event-detail';
import '../i18n/programme-resources';
import '../programme.css';

export const { bootstrap, mount, unmount, update } = parcelLifecycles(EventDetail);
