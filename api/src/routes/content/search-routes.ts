import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorDetail } from '@festival/shared/api-schemas/common-schemas';
import { Autocomplete, SearchOverview, SearchPage, SearchQuery } from '@festival/shared/api-schemas/content-search';
import { PageWindowSync } from '../../services/search/page-window-sync';
import { reindexSearchObjects } from '../../services/search/rebuild-search-index';
import { autocomplete, searchOverview, searchPage } from '../../services/search/search-service';

const tags = ['search'];
/** Per client IP; search is the most expensive read, and autocomplete fires while typing. */
const rateLimit = { max: 60, timeWindow: '1 minute' };
const errors = { 400: ErrorDetail, 404: ErrorDetail, 429: ErrorDetail };

const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Writers name the objects whose search documents are out of date; the next search finds them as they are.
  app.changes.subscribe('search', (change) => reindexSearchObjects(app.db, change.documents, app.clock()));
  // Pages whose online window opened or closed since the last search are indexed again first.
  const pageWindows = new PageWindowSync(app.db, () => app.clock());
  app.addHook('preHandler', async () => { await pageWindows.catchUp(); });

  app.get('/api/search/', {
    config: { rateLimit },
    schema: { tags, querystring: SearchQuery, response: { 200: SearchOverview, ...errors } },
  }, async (request) => searchOverview(app.db, { query: request.query.query, locale: request.locale }));

  for (const scope of ['events', 'others'] as const) {
    app.get(`/api/search/${scope}/`, {
      config: { rateLimit },
      schema: { tags, querystring: SearchQuery, response: { 200: SearchPage, ...errors } },
    }, async (request) => searchPage(app.db, { query: request.query.query, page: request.query.page, scope, locale: request.locale }));
  }

  app.get('/api/search/autocomplete/', {
    config: { rateLimit },
    schema: { tags, querystring: SearchQuery, response: { 200: Autocomplete, ...errors } },
  }, async (request) => autocomplete(app.db.kysely, { query: request.query.query, locale: request.locale }));
};
export default searchRoutes;
