import fp from 'fastify-plugin';
import { EventDetailService } from '../../services/programme/event-detail-service';
import { EventRowsCache } from '../../services/programme/event-rows-cache';
import { EventListCache } from '../../services/programme/event-list-cache';
import { EventService } from '../../services/programme/event-service';
import { FilterOptionService } from '../../services/programme/filter-option-service';
import { PersonService } from '../../services/programme/person-service';
import { ProductionService } from '../../services/programme/production-service';
import { TeaserCache } from '../../services/programme/teaser-cache';
import { VenueService } from '../../services/programme/venue-service';

/** The programme's services, each made once per app and shared by its routes and the document heads. */
export interface ProgrammeServices {
  events: EventService;
  eventList: EventListCache;
  teasers: TeaserCache;
  filterOptions: FilterOptionService;
  eventDetails: EventDetailService;
  productions: ProductionService;
  persons: PersonService;
  venues: VenueService;
}

declare module 'fastify' {
  interface FastifyInstance {
    programme: ProgrammeServices;
  }
}

export default fp(async (app) => {
  const db = app.db.kysely;
  const { shopLimits } = app.config;
  const events = new EventService(db, shopLimits.salesCloseMinutes);
  const productions = new ProductionService(db, shopLimits.salesCloseMinutes);
  app.decorate('programme', {
    events,
    eventList: new EventListCache(db, app.changes, events),
    teasers: new TeaserCache(app.changes, events),
    filterOptions: new FilterOptionService(db, app.changes),
    eventDetails: new EventDetailService(db, new EventRowsCache(db, app.changes, () => app.clock().getTime()), shopLimits),
    productions,
    persons: new PersonService(db, productions),
    venues: new VenueService(db, shopLimits.salesCloseMinutes),
  } satisfies ProgrammeServices);
}, { name: 'programme-services', dependencies: ['changes'] });
