import { serverParcel } from '@festival/shared/ssr/server-parcel';
import { loadProduction } from '../features/productions/api/get-production';
import { ProductionDetail } from '../features/productions/components/production-detail';
import '../i18n/programme-resources';

export const { load, render } = serverParcel(ProductionDetail, loadProduction);
