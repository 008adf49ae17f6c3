import { parcelLifecycles } from '@festival/shared/ui/parcel-lifecycles';
import { AuthorDetail } from '../features/authors/components/author-detail';
import '../i18n/programme-resources';
import '../programme.css';

export const { bootstrap, mount, unmount, update } = parcelLifecycles(AuthorDetail);
