import { parcelLifecycles } from '@festival/shared/ui/parcel-lifecycles';
import { BlogTeaserList } from '../features/teasers/components/blog-teaser-list';
import '../i18n/magazine-resources';
import '../magazine.css';

export const { bootstrap, mount, unmount, update } = parcelLifecycles(BlogTeaserList);
