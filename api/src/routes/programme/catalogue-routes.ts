import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorDetail, IdParams } from '@festival/shared/api-schemas/common-schemas';
import { PageQuery, PersonDetail, PersonPage, ProductionDetail, ProductionListQuery, ProductionPage, SeriesDetail, VenueDetail, VenueList } from '@festival/shared/api-schemas/programme';
import { pagedResult, pageRequest } from '../../services/common/paging';

const tags = ['programme'];
const PRODUCTION_PAGE_SIZE = 12;
const PERSON_PAGE_SIZE = 24;
const detailResponses = <T>(ok: T) => ({ 200: ok, 400: ErrorDetail, 404: ErrorDetail });

/** Productions, authors, venues and series (spec §7 and the configured detail endpoints). */
const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { productions, persons, venues } = app.programme;

  app.get('/api/productions/', {
    schema: { tags, querystring: ProductionListQuery, response: { 200: ProductionPage, 400: ErrorDetail } },
  }, async (request) => {
    const paging = pageRequest(request.query, PRODUCTION_PAGE_SIZE);
    const { count, results } = await productions.list(request.query, paging, request.locale, app.clock());
    return pagedResult(request, paging, count, results);
  });
  app.get('/api/productions/:id/', { schema: { tags, params: IdParams, response: detailResponses(ProductionDetail) } },
    (request) => productions.get(request.params.id, request.locale, app.clock()));

  app.get('/api/persons/', {
    schema: { tags, querystring: PageQuery, response: { 200: PersonPage, 400: ErrorDetail } },
  }, async (request) => {
    const paging = pageRequest(request.query, PERSON_PAGE_SIZE);
    const { count, results } = await persons.list(paging, request.locale);
    return pagedResult(request, paging, count, results);
  });
  app.get('/api/persons/:id/', { schema: { tags, params: IdParams, response: detailResponses(PersonDetail) } },
    (request) => persons.get(request.params.id, request.locale, app.clock()));

  app.get('/api/venues/', { schema: { tags, response: { 200: VenueList } } }, (request) => venues.list(request.locale));
  app.get('/api/venues/:id/', { schema: { tags, params: IdParams, response: detailResponses(VenueDetail) } },
    (request) => venues.getVenue(request.params.id, request.locale, app.clock()));

  app.get('/api/series/:id/', { schema: { tags, params: IdParams, response: detailResponses(SeriesDetail) } },
    (request) => venues.getSeries(request.params.id, request.locale, app.clock()));
};
export default catalogueRoutes;
