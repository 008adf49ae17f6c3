import { serverParcel } from '@festival/shared/ssr/server-parcel';
import { loadMagazineRoute, magazinePageHead } from '../features/magazine/api/load-magazine-route';
import { MagazinePage } from '../features/magazine/components/magazine-page';
import '../i18n/magazine-resources';

export const { load, render, head, isNotFound } = serverParcel(MagazinePage, loadMagazineRoute, magazinePageHead);
