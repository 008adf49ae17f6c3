import { parcelLifecycles } from '@festival/shared/ui/parcel-lifecycles';
import { EventListModule } from '../features/event-list-module/components/event-list-module';
import '../i18n/programme-resources';
import '../programme.css';

export const { bootstrap, mount, unmount, update } = parcelLifecycles(EventListModule);
