import { loadNothing, serverParcel } from '@festival/shared/ssr/server-parcel';
import { BlogTeaserList } from '../features/teasers/components/blog-teaser-list';
import '../i18n/magazine-resources';

export const { load, render } = serverParcel(BlogTeaserList, loadNothing);
