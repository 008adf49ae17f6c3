import { tagHead } from '@festival/shared/head/magazine-heads';
import { serverParcel } from '@festival/shared/ssr/server-parcel';
import { loadTagRoute } from '../features/tags/api/load-tag-route';
import { TagDetail } from '../features/tags/components/tag-detail';
import '../i18n/magazine-resources';

export const { load, render, head, isNotFound } = serverParcel(TagDetail, loadTagRoute, (data, { locale }) => tagHead(data.tag, locale));
