import { AdminOpeningHours, AdminOpeningHoursException } from '@festival/shared/api-schemas/admin-content';
import type { CollectionDefinition } from '../collection-definition';
import { contentChange } from '../../editing/content-announcements';

/** Regular box-office hours per weekday (a day may have several rows, e.g. around a lunch break). */
export const openingHoursCollection: CollectionDefinition = {
  name: 'opening-hours',
  entity: 'opening_hours',
  table: 'opening_hours',
  schema: AdminOpeningHours,
  label: (row) => `${String(row.weekday)}: ${Number(row.closed) === 1 ? '–' : `${String(row.time_from)}–${String(row.time_to)}`}`,
  search: ['alternative_text_de', 'alternative_text_en'],
  orderings: ['sort', 'weekday', 'id'],
  defaultOrdering: 'sort',
  announce: contentChange('opening_hours'),
};

/** Days whose hours differ from their weekday's. */
export const openingHoursExceptionsCollection: CollectionDefinition = {
  name: 'opening-hours-exceptions',
  entity: 'opening_hours_exception',
  table: 'opening_hours_exceptions',
  schema: AdminOpeningHoursException,
  label: (row) => String(row.date),
  search: ['date', 'alternative_text_de', 'alternative_text_en'],
  orderings: ['date', 'sort', 'id'],
  defaultOrdering: 'date',
  announce: contentChange('opening_hours'),
};
