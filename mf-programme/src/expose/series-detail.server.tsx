import { serverParcel } from '@festival/shared/ssr/server-parcel';
import { loadSeries } from '../features/series/api/get-series';
import { SeriesDetail } from '../features/series/components/series-detail';
import '../i18n/programme-resources';

export const { load, render } = serverParcel(SeriesDetail, loadSeries);
