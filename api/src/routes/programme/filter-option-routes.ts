import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ExhibitionTypeOptionList, FilterOptionList, SeriesOptionList, TagOptionList,
} from '@festival/shared/api-schemas/programme';

const tags = ['programme'];

/** Filter options (spec §7): plain lists, localised by the request's locale. */
const filterOptionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const options = app.programme.filterOptions;

  app.get('/api/rooms/', { schema: { tags, response: { 200: FilterOptionList } } }, (request) => options.rooms(request.locale));
  app.get('/api/genres/', { schema: { tags, response: { 200: FilterOptionList } } }, (request) => options.named('genres', request.locale));
  app.get('/api/seasons/', { schema: { tags, response: { 200: FilterOptionList } } }, (request) => options.named('seasons', request.locale));
  app.get('/api/production-tags/', { schema: { tags, response: { 200: FilterOptionList } } }, (request) => options.named('production_tags', request.locale));
  app.get('/api/exhibition-types/', { schema: { tags, response: { 200: ExhibitionTypeOptionList } } }, (request) => options.exhibitionTypes(request.locale));
  app.get('/api/event-tags/', { schema: { tags, response: { 200: TagOptionList } } }, (request) => options.eventTags(request.locale));
  app.get('/api/series/', { schema: { tags, response: { 200: SeriesOptionList } } }, (request) => options.series(request.locale));
};
export default filterOptionRoutes;
