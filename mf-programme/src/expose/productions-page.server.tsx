import { listPageHead } from '@festival/shared/head/page-heads';
import { serverParcel } from '@festival/shared/ssr/server-parcel';
import { loadProductions } from '../features/productions/api/load-productions';
import { ProductionsPage } from '../features/productions/components/productions-page';
import '../i18n/programme-resources';

export const { load, render, head } = serverParcel(ProductionsPage, loadProductions, listPageHead('productions'));
