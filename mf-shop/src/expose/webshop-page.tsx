import { parcelLifecycles } from '@festival/shared/ui/parcel-lifecycles';
import { WebshopPage } from '../webshop/webshop-page';
import '../i18n/shop-resources';
import '../i18n/webshop-resources';
import '../shop.css';
import '../webshop.css';
import '../webshop-calendar.css';

export const { bootstrap, mount, unmount, update } = parcelLifecycles(WebshopPage);
