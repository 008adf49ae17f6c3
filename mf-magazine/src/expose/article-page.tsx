import { parcelLifecycles } from '@festival/shared/ui/parcel-lifecycles';
import { ArticlePage } from '../features/article/components/article-page';
import '../i18n/magazine-resources';
import '../magazine.css';

export const { bootstrap, mount, unmount, update } = parcelLifecycles(ArticlePage);
