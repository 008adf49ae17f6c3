import { serverParcel } from '@festival/shared/ssr/server-parcel';
import { eventPageHead, loadEvent } from '../features/event-detail/api/get-event';
import { EventDetail } from '../features/event-detail/components/event-detail';
import '../i18n/programme-resources';

export const { load, render, head, isNotFound } = serverParcel(EventDetail, loadEvent, eventPageHead);
