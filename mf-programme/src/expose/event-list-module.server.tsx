import { serverParcel } from '@festival/shared/ssr/server-parcel';
import { loadEventListModule } from '../features/event-list-module/api/load-event-list-module';
import { EventListModule } from '../features/event-list-module/components/event-list-module';
import '../i18n/programme-resources';

export const { load, render } = serverParcel(EventListModule, loadEventListModule);
