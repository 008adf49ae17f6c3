import { serverParcel } from '@festival/shared/ssr/server-parcel';
import { loadTagRoute } from '../features/tags/api/load-tag-route';
import { TagDetail } from '../features/tags/components/tag-detail';
import '../i18n/magazine-resources';

export const { load, render } = serverParcel(TagDetail, loadTagRoute);
