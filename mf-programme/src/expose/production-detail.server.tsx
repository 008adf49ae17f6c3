import { productionHead } from '@festival/shared/head/programme-heads';
import { serverParcel } from '@festival/shared/ssr/server-parcel';
import { loadProduction } from '../features/productions/api/get-production';
import { ProductionDetail } from '../features/productions/components/production-detail';
import '../i18n/programme-resources';

export const { load, render, head, isNotFound } = serverParcel(ProductionDetail, loadProduction, productionHead);
