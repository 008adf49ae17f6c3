import { loadNothing, serverParcel } from '@festival/shared/ssr/server-parcel';
import { HighlightTeaser } from '../features/teasers/components/highlight-teaser';
import '../i18n/magazine-resources';

export const { load, render } = serverParcel(HighlightTeaser, loadNothing);
