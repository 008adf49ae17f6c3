import { listPageHead } from '@festival/shared/head/page-heads';
import { serverParcel } from '@festival/shared/ssr/server-parcel';
import { loadTagsRoute } from '../features/tags/api/load-tags-route';
import { MagazineTags } from '../features/tags/components/magazine-tags';
import '../i18n/magazine-resources';

export const { load, render, head } = serverParcel(MagazineTags, loadTagsRoute, listPageHead('magazine-tags'));
