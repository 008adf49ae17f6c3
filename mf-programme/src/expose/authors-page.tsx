import { parcelLifecycles } from '@festival/shared/ui/parcel-lifecycles';
import { AuthorsPage } from '../features/authors/components/authors-page';
import '../i18n/programme-resources';
import '../programme.css';

export const { bootstrap, mount, unmount, update } = parcelLifecycles(AuthorsPage);
