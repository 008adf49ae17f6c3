import { seriesHead } from '@festival/shared/head/programme-heads';
import { serverParcel } from '@festival/shared/ssr/server-parcel';
import { loadSeries } from '../features/series/api/get-series';
import { SeriesDetail } from '../features/series/components/series-detail';
import '../i18n/programme-resources';

export const { load, render, head, isNotFound } = serverParcel(SeriesDetail, loadSeries, seriesHead);
