import type { VenueTable } from './venues.table';
import type { RoomTable } from './rooms.table';
import type { ExhibitionTypeTable } from './exhibition-types.table';
import type { GenreTable } from './genres.table';
import type { EventTagTable } from './event-tags.table';
import type { ProductionTagTable } from './production-tags.table';
import type { SeasonTable } from './seasons.table';
import type { SeriesTable } from './series.table';
import type { PersonTable } from './persons.table';
import type { ProductionTable } from './productions.table';
import type { EventTable } from './events.table';
import type { EventEventTagTable } from './event-event-tags.table';
import type { EventPersonTable } from './event-persons.table';
import type { ProductionPersonTable } from './production-persons.table';
import type { ProductionProductionTagTable } from './production-production-tags.table';
import type { SeatGroupTable } from './seat-groups.table';
import type { PriceTable } from './prices.table';
import type { TimeslotTable } from './timeslots.table';
import type { SaleTypeTable } from './sale-types.table';

/** Tables of the programme domain; each table's row types live in its own *.table.ts. */
export interface ProgrammeTables {
  venues: VenueTable;
  rooms: RoomTable;
  exhibition_types: ExhibitionTypeTable;
  genres: GenreTable;
  event_tags: EventTagTable;
  production_tags: ProductionTagTable;
  seasons: SeasonTable;
  series: SeriesTable;
  persons: PersonTable;
  productions: ProductionTable;
  events: EventTable;
  event_event_tags: EventEventTagTable;
  event_persons: EventPersonTable;
  production_persons: ProductionPersonTable;
  production_production_tags: ProductionProductionTagTable;
  seat_groups: SeatGroupTable;
  prices: PriceTable;
  sale_types: SaleTypeTable;
  timeslots: TimeslotTable;
}
