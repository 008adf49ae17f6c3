import { Type, type Static } from '@sinclair/typebox';
import { Paged } from './common-schemas';
import { PageQuery } from './programme';

/** One url visitors got a 404 for (spec §7 dashboard error log), with how often and when last. */
export const ErrorLogSummary = Type.Object({
  url: Type.String(),
  count: Type.Integer({ minimum: 1 }),
  /** ISO instant of the latest report. */
  last_seen: Type.String(),
});
export type ErrorLogSummary = Static<typeof ErrorLogSummary>;

/** Rows per page of the error log. */
export const ERROR_LOG_PAGE_SIZE = 20;
export const ErrorLogPage = Paged(ErrorLogSummary);
export type ErrorLogPage = Static<typeof ErrorLogPage>;

export const ErrorLogQuery = PageQuery;
