import { parcelLifecycles } from '@festival/shared/ui/parcel-lifecycles';
import { ProgrammePage } from '../features/programme/components/programme-page';
import '../i18n/programme-resources';
import '../programme.css';

export const { bootstrap, mount, unmount, update } = parcelLifecycles(ProgrammePage);
