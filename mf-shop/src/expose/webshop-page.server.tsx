import { serverParcel } from '@festival/shared/ssr/server-parcel';
import { loadWebshop } from '../webshop/load-webshop';
import { WebshopPage } from '../webshop/webshop-page';
import '../i18n/shop-resources';
import '../i18n/webshop-resources';

export const { load, render } = serverParcel(WebshopPage, loadWebshop);
