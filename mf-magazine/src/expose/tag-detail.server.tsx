import { serverParcel } from '@festival/shared/ssr/server-parcel';
import { loadTagRoute, tagPageHead } from '../features/tags/api/load-tag-route';
import { TagDetail } from '../features/tags/components/tag-detail';
import '../i18n/magazine-resources';

export const { load, render, head, isNotFound } = serverParcel(TagDetail, loadTagRoute, tagPageHead);
