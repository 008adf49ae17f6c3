import { Type, type Static } from '@sinclair/typebox';
import { Id, Line } from './common-schemas';

/** A signed-in visitor's favourites as their account keeps them (their calendar feed lists these). */
export const AccountFavorites = Type.Object({ event_ids: Type.Array(Id, { maxItems: 200 }) }, { additionalProperties: false });
export type AccountFavorites = Static<typeof AccountFavorites>;

/** Whether the account has a calendar feed; its URL is told only when it is made. */
export const CalendarFeedState = Type.Object({ active: Type.Boolean(), created_at: Type.Union([Type.String(), Type.Null()]) });
export type CalendarFeedState = Static<typeof CalendarFeedState>;

export const CalendarFeedCreated = Type.Object({ url: Type.String() });
export type CalendarFeedCreated = Static<typeof CalendarFeedCreated>;

/** "{token}.ics": the feed's file name. */
export const CalendarFeedParams = Type.Object({ file: Line({ maxLength: 100 }) });
