import { venueHead } from '@festival/shared/head/programme-heads';
import { serverParcel } from '@festival/shared/ssr/server-parcel';
import { loadVenue } from '../features/venues/api/get-venue';
import { VenueDetail } from '../features/venues/components/venue-detail';
import '../i18n/programme-resources';

export const { load, render, head, isNotFound } = serverParcel(VenueDetail, loadVenue, venueHead);
